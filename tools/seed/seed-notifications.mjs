// The Notifications part of the demo campus: Asha (the demo student) finds a few notifications in her
// bell after the first `npm start` — comments from Rohan on her posts (one anonymous), one already read —
// and one announcement published the way an operator does it (`npm run announce`).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { call, signIn } from './seed-session.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const ROHAN = 'rohan.demo@gmail.com';
const ANNOUNCEMENT = {
  title: 'Welcome to CampusLoop',
  message:
    'Notifications now arrive live: comments on your posts, replies, events and listings. Tune them in Settings.',
  priority: 'HIGH',
};
const COMMENTS = [
  {
    scope: 'public',
    title: 'Ask me anything about first year at IIT Bombay',
    body: 'How hard is it to switch branches after first year?',
    isAnonymous: true,
  },
  {
    scope: 'campus',
    title: 'Lost: blue water bottle near the Central Library',
    body: 'I think I saw it at the lost-and-found desk on Monday!',
    isAnonymous: false,
  },
  {
    scope: 'public',
    title: 'Ask me anything about first year at IIT Bombay',
    body: 'Which hostel has the best mess food?',
    isAnonymous: false,
  },
];

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** `npm run announce -- …` as an operator would run it (the service token comes from DATA_DIR). */
function announce(dataDir) {
  const args = [
    '--title',
    ANNOUNCEMENT.title,
    '--message',
    ANNOUNCEMENT.message,
    '--priority',
    ANNOUNCEMENT.priority,
  ];
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        path.join(ROOT, 'node_modules/tsx/dist/cli.mjs'),
        'services/notifications/src/cli/announce.ts',
        ...args,
      ],
      {
        cwd: ROOT,
        env: { ...process.env, DATA_DIR: dataDir },
        stdio: ['ignore', 'ignore', 'pipe'],
      },
    );
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`announce failed: ${stderr.trim()}`)),
    );
  });
}

async function ashasPost(apiUrl, token, university, { scope, title }) {
  const route =
    scope === 'public'
      ? '/feed/public/posts?page=0&size=20'
      : `/feed/universities/${university.id}/posts?page=0&size=20`;
  const page = await call(apiUrl, 'GET', route, { token });
  const post = (page.content ?? []).find((candidate) => candidate.title === title);
  if (!post) throw new Error(`demo post not found: ${title}`);
  return post;
}

/**
 * Asha's notifications, once the feed's outbox has delivered Rohan's comments (a few seconds at most).
 * Comments on one post within hours are one grouped item (`groupSize`), so the comments are counted
 * through the groups: two of Rohan's three are on the same post.
 */
async function waitForNotifications(apiUrl, token) {
  for (let attempt = 0; attempt < 40; attempt += 1) {
    const page = await call(apiUrl, 'GET', '/notifications?page=0&size=50', { token });
    const comments = page.notifications.filter((notification) => notification.category === 'POST');
    const commented = comments.reduce((sum, notification) => sum + (notification.groupSize ?? 1), 0);
    const announced = page.notifications.some((notification) => notification.category === 'ANNOUNCEMENT');
    if (commented >= COMMENTS.length && announced) return comments;
    await sleep(500);
  }
  throw new Error("the demo student's notifications did not arrive");
}

export async function seedDemoNotifications({ apiUrl, inboxUrl, token, university, dataDir }) {
  const rohan = await signIn(apiUrl, inboxUrl, ROHAN);
  for (const comment of COMMENTS) {
    const post = await ashasPost(apiUrl, token, university, comment);
    await call(apiUrl, 'POST', `/feed/posts/${post.id}/comments`, {
      token: rohan.accessToken,
      body: { body: comment.body, parentId: null, isAnonymous: comment.isAnonymous },
    });
  }
  await announce(dataDir);
  const comments = await waitForNotifications(apiUrl, token);
  // The oldest comment notification read already, so the demo shows both states.
  const oldest = comments.at(-1);
  if (oldest) await call(apiUrl, 'POST', `/notifications/${oldest.id}/read`, { token });
  return { users: [] };
}
