// The Communities part of the demo campus, through the public API like the rest of the seed: public
// and campus communities of Asha (the demo student) and Rohan (the events seed's second student), each
// joined by the other and with posts in their feeds; the operator's command marks one official.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { call, signIn } from './seed-session.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const ROHAN_EMAIL = 'rohan.demo@gmail.com';
const GATEWAY_PORT = 3000;
const COMMUNITIES_PORT = 3104;

/** The demo communities: who creates each, its visibility, and a first post in its feed. */
const DEMO_COMMUNITIES = [
  {
    by: 'asha',
    official: true,
    body: {
      name: 'IIT Bombay Photography Club',
      description: 'Photo walks around Powai lake, editing nights and the annual campus exhibition. All levels welcome.',
      visibility: 'UNIVERSITY',
    },
    post: { by: 'rohan', title: 'Photo walk this Sunday', body: 'Meet at the main gate at 6:30 AM for the sunrise at Powai lake.' },
  },
  {
    by: 'rohan',
    body: {
      name: 'Hostel 4 Residents',
      description: 'Mess menus, lost and found and weekend plans for everyone living in Hostel 4.',
      visibility: 'UNIVERSITY',
    },
    post: { by: 'asha', title: 'Who has the common room key?', body: 'Movie night needs the projector — ping me.' },
  },
  {
    by: 'asha',
    body: {
      name: 'Competitive Programming India',
      description: 'Contest discussions, editorials and practice partners for students anywhere in India.',
      visibility: 'PUBLIC',
    },
    post: { by: 'asha', title: 'Weekly virtual contest', body: 'Saturday 9 PM IST on Codeforces gym. Drop your handle below.' },
  },
  {
    by: 'rohan',
    body: {
      name: 'JEE Aspirants Q&A',
      description: 'High school students ask, current students answer: preparation, colleges and campus life.',
      visibility: 'PUBLIC',
    },
    post: { by: 'rohan', title: 'Ask us anything about IIT life', body: 'Hostels, branches, clubs — we are happy to help.' },
  },
];

/** The communities service's URL next to the gateway `apiUrl` (same port offset as `npm start`). */
function communitiesUrl(apiUrl) {
  const offset = Number(new URL(apiUrl).port || GATEWAY_PORT) - GATEWAY_PORT;
  return `http://127.0.0.1:${COMMUNITIES_PORT + offset}`;
}

function postsPath(community, universityId) {
  return community.visibility === 'UNIVERSITY'
    ? `/feed/universities/${universityId}/communities/${community.id}/posts`
    : `/feed/public/communities/${community.id}/posts`;
}

export async function seedDemoCommunities({ apiUrl, inboxUrl, token, university, dataDir }) {
  const rohan = await signIn(apiUrl, inboxUrl, ROHAN_EMAIL);
  const tokens = { asha: token, rohan: rohan.accessToken };
  for (const demo of DEMO_COMMUNITIES) {
    const community = await call(apiUrl, 'POST', '/communities', {
      token: tokens[demo.by],
      body: { ...demo.body, universityId: demo.body.visibility === 'UNIVERSITY' ? university.id : null },
    });
    const other = demo.by === 'asha' ? 'rohan' : 'asha';
    await call(apiUrl, 'POST', `/communities/${community.id}/join`, { token: tokens[other] });
    const { by, ...post } = demo.post;
    await call(apiUrl, 'POST', postsPath(community, university.id), {
      token: tokens[by],
      body: { ...post, isAnonymous: false },
    });
    if (demo.official) {
      // The operator's path: only the installation's service secret can mark a community official.
      const marked = spawnSync(
        process.execPath,
        ['--import', 'tsx', path.join(ROOT, 'services/communities/src/cli/mark-official.ts'), community.id],
        { cwd: ROOT, env: { ...process.env, DATA_DIR: dataDir, COMMUNITIES_URL: communitiesUrl(apiUrl) }, encoding: 'utf8' },
      );
      if (marked.status !== 0) throw new Error(`community:official failed: ${marked.stderr || marked.stdout}`);
    }
  }
  return { users: [] };
}
