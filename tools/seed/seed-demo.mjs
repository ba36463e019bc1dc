// Loads a demo campus once, through the public API, so a newcomer sees a living app.
// Idempotent: a marker in .data remembers it ran; the API calls themselves are safe to repeat.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import { seedDemoEvents } from './seed-events.mjs';
import { becomeVerifiedStudent, call, signIn } from './seed-session.mjs';

const { demoSeedsOf, manifest } = createRequire(import.meta.url)('../verticals/verticals.cjs');

/**
 * The verticals' demo data, each seeded once beside the base campus (its own marker `seed-<name>.json`, so a
 * vertical added later seeds on an existing .data too): every vertical with `"demoSeed": true` in
 * tools/verticals/verticals.json, from `tools/seed/seed-<name>.mjs`, which exports `seedDemo<Name>({ apiUrl,
 * inboxUrl, token, university, dataDir })`: it acts as the verified demo student through the public API and
 * answers the e-mails of any other users it signed up.
 */
async function verticalSeeds() {
  return Promise.all(
    demoSeedsOf(manifest).map(async (name) => {
      const exported = `seedDemo${name.replace(/(?:^|-)([a-z0-9])/g, (_m, c) => c.toUpperCase())}`;
      const seed = (await import(`./seed-${name}.mjs`))[exported];
      if (typeof seed !== 'function')
        throw new Error(`tools/seed/seed-${name}.mjs does not export ${exported}`);
      return { name, seed };
    }),
  );
}

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const DEMO = {
  email: 'asha.demo@gmail.com',
  universityEmail: 'asha.demo@iitb.ac.in',
  universityName: 'Indian Institute of Technology Bombay',
};

const DEMO_POSTS = {
  public: [
    {
      title: 'Ask me anything about first year at IIT Bombay',
      body: 'Hostels, mess food, clubs, the insti app — happy to answer questions from anyone applying this year.',
      isAnonymous: false,
    },
    {
      title: 'Is it normal to feel lost in the first month?',
      body: 'Everyone seems to know where they are going. Did it get better for you?',
      isAnonymous: true,
    },
  ],
  campus: [
    {
      title: 'Lost: blue water bottle near the Central Library',
      body: 'Left it on the second floor reading room on Friday evening. Stickers of a cat on it.',
      isAnonymous: false,
    },
  ],
};

export async function seedDemoCampus({ apiUrl, inboxUrl, dataDir = path.join(ROOT, '.data') }) {
  const marker = path.join(dataDir, 'seed-demo.json');
  const pending = (await verticalSeeds()).filter(
    ({ name }) => !existsSync(path.join(dataDir, `seed-${name}.json`)),
  );
  if (existsSync(marker) && pending.length === 0) return;
  const session = await signIn(apiUrl, inboxUrl, DEMO.email);
  const universities = await call(apiUrl, 'GET', '/universities', { token: session.accessToken });
  const university = universities.find((u) => u.name === DEMO.universityName) ?? universities[0];
  mkdirSync(dataDir, { recursive: true });
  let token = session.accessToken;
  if (!existsSync(marker)) {
    token = await becomeVerifiedStudent(apiUrl, inboxUrl, session, university, {
      name: 'Asha Demo',
      gender: 'FEMALE',
      bio: 'Demo student of the CampusLoop embedded stack.',
      universityEmail: DEMO.universityEmail,
    });
    for (const post of DEMO_POSTS.public) {
      await call(apiUrl, 'POST', '/feed/public/posts', { token, body: post });
    }
    for (const post of DEMO_POSTS.campus) {
      await call(apiUrl, 'POST', `/feed/universities/${university.id}/posts`, { token, body: post });
    }
    const events = await seedDemoEvents({ apiUrl, inboxUrl, token, university });
    writeFileSync(
      marker,
      JSON.stringify({ seededAt: new Date().toISOString(), users: [DEMO.email, ...events.users] }, null, 2),
    );
  }
  for (const { name, seed } of pending) {
    const seeded = await seed({ apiUrl, inboxUrl, token, university, dataDir });
    writeFileSync(
      path.join(dataDir, `seed-${name}.json`),
      JSON.stringify({ seededAt: new Date().toISOString(), users: seeded?.users ?? [] }, null, 2),
    );
  }
  console.log(`Demo campus seeded: sign in as ${DEMO.email} (codes arrive in the MailDev inbox).`);
}
