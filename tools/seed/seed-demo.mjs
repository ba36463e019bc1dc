// Loads a demo campus once, through the public API, so a newcomer sees a living app.
// Idempotent: a marker in .data remembers it ran; the API calls themselves are safe to repeat.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readCodeFromInbox } from './maildev-inbox.mjs';
import { seedDemoCommunities } from './seed-communities.mjs';
import { seedDemoEvents } from './seed-events.mjs';
import { seedDemoMarketplace } from './seed-marketplace.mjs';
import { seedDemoReviews } from './seed-reviews.mjs';
import { seedDemoNotifications } from './seed-notifications.mjs';

/**
 * The verticals' demo data, each seeded once beside the base campus (its own marker `seed-<name>.json`, so a
 * vertical added later seeds on an existing .data too). Each `seed({ apiUrl, inboxUrl, token, university,
 * dataDir })` acts as the verified demo student through the public API and answers the e-mails of any other
 * users it signed up. Add a vertical's seed here: `{ name: 'clubs', seed: seedDemoClubs }`.
 */
const VERTICAL_SEEDS = [
  { name: 'reviews', seed: seedDemoReviews },
  { name: 'communities', seed: seedDemoCommunities },
  { name: 'marketplace', seed: seedDemoMarketplace },
  { name: 'notifications', seed: seedDemoNotifications },
];

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

export async function call(apiUrl, method, route, { token, body } = {}) {
  const response = await fetch(`${apiUrl}${route}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const data = response.status === 204 ? undefined : await response.json().catch(() => undefined);
  if (!response.ok) throw new Error(`${method} ${route} → ${response.status} ${data?.message ?? ''}`);
  return data;
}

/**
 * Sessions this seeding run already holds, by address: the seeds sign the same demo students in (Rohan in
 * events, communities and notifications), and asking for a second code within the 30 s cooldown made a fresh
 * `npm start` wait about a minute before its URL table. Access tokens live 15 minutes; a run takes two.
 */
const SESSION_REUSE_MS = 10 * 60 * 1000;
const sessions = new Map();

export async function signIn(apiUrl, inboxUrl, email) {
  const held = sessions.get(email);
  if (held && Date.now() - held.at < SESSION_REUSE_MS) return held.session;
  const session = await signInWithCode(apiUrl, inboxUrl, email);
  sessions.set(email, { session, at: Date.now() });
  return session;
}

async function signInWithCode(apiUrl, inboxUrl, email) {
  let since = Date.now() - 1000;
  try {
    await call(apiUrl, 'POST', '/auth/request-otp', { body: { email } });
  } catch (error) {
    // A code asked for within the 30 s cooldown (an earlier seeding run a moment ago) is a
    // 429 'Please wait N seconds…': wait that long once and ask again.
    const wait = /→ 429 Please wait (\d+) second/.exec(String(error?.message))?.[1];
    if (!wait) throw error;
    await new Promise((resolve) => setTimeout(resolve, (Number(wait) + 1) * 1000));
    since = Date.now() - 1000;
    await call(apiUrl, 'POST', '/auth/request-otp', { body: { email } });
  }
  const otp = await readCodeFromInbox(inboxUrl, email, { since });
  return call(apiUrl, 'POST', '/auth/verify-otp', { body: { email, otp } });
}

/** Completes a university profile and verifies the university e-mail; answers the refreshed access token. */
export async function becomeVerifiedStudent(
  apiUrl,
  inboxUrl,
  session,
  university,
  { name, gender, bio, universityEmail },
) {
  await call(apiUrl, 'PATCH', '/users/me', {
    token: session.accessToken,
    body: {
      name,
      gender,
      audience: 'UNIVERSITY_STUDENT',
      bio,
      degree: 'B.Tech Computer Science',
      graduationYear: 2027,
      universityId: university.id,
    },
  });
  const since = Date.now() - 1000;
  const verifyBody = { universityEmail, universityId: university.id };
  await call(apiUrl, 'POST', '/users/me/university-email/request-otp', {
    token: session.accessToken,
    body: verifyBody,
  });
  const otp = await readCodeFromInbox(inboxUrl, universityEmail, { since });
  const verified = await call(apiUrl, 'POST', '/users/me/university-email/verify-otp', {
    token: session.accessToken,
    body: { ...verifyBody, otp },
  });
  // Verification ends the old session: the held session carries on with the refreshed tokens.
  Object.assign(session, {
    profileComplete: true,
    ...(verified.accessToken ? { accessToken: verified.accessToken } : {}),
    ...(verified.refreshToken ? { refreshToken: verified.refreshToken } : {}),
  });
  return session.accessToken;
}

export async function seedDemoCampus({ apiUrl, inboxUrl, dataDir = path.join(ROOT, '.data') }) {
  const marker = path.join(dataDir, 'seed-demo.json');
  const pending = VERTICAL_SEEDS.filter(({ name }) => !existsSync(path.join(dataDir, `seed-${name}.json`)));
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
