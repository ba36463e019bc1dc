// The seeds' way into the public API: one call, a signed-in session per demo address (held for the run)
// and a verified university student. Every vertical's seed and the live benchmark use these; they import
// nothing of the seeds, so seed-demo.mjs can import every seed without an import cycle.
import { readCodeFromInbox } from './maildev-inbox.mjs';

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
