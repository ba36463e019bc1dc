import { spawn } from 'node:child_process';
import path from 'node:path';
import { IDENTITY_PATHS, fillPath } from '@campusloop/contracts';
import type { APIRequestContext } from '@playwright/test';
import { createVerifiedStudent, signInByApi, universities, type Session } from '../support/accounts';
import { E2E_API_URL, E2E_PORT_OFFSET } from '../support/e2e-env';

/** The two campuses the API checks use (seeded universities with their e-mail domains). */
export const CAMPUS_A = { universityName: 'Indian Institute of Technology Bombay', domain: 'iitb.ac.in' };
export const CAMPUS_B = { universityName: 'Indian Institute of Technology Delhi', domain: 'iitd.ac.in' };

/** A signed-in persona: its tokens, its account id and (for students) its university. */
export interface Persona extends Session {
  userId: string;
  universityId: string | null;
}

const ROOT = path.resolve(__dirname, '../..');

export async function apiCall(
  request: APIRequestContext,
  method: string,
  apiPath: string,
  token?: string,
  data?: unknown,
): Promise<{ status: number; body: unknown }> {
  const response = await request.fetch(`${E2E_API_URL}${apiPath}`, {
    method,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(data === undefined ? {} : { data }),
    failOnStatusCode: false,
  });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    // not JSON (a calendar file, an image): kept as text
  }
  return { status: response.status(), body };
}

/** POSTs as `persona` and answers the id of what it made (201), or throws with the answer. */
export async function created(
  request: APIRequestContext,
  persona: Persona,
  path: string,
  body: unknown,
): Promise<string> {
  const answer = await apiCall(request, 'POST', path, persona.accessToken, body);
  if (answer.status !== 201)
    throw new Error(`POST ${path} → ${answer.status} ${JSON.stringify(answer.body)}`);
  return (answer.body as { id: string }).id;
}

async function withUserId(
  request: APIRequestContext,
  session: Session,
  universityId: string | null,
): Promise<Persona> {
  const me = await apiCall(request, 'GET', IDENTITY_PATHS.me, session.accessToken);
  if (me.status !== 200) throw new Error(`GET /users/me → ${me.status}`);
  return { ...session, userId: (me.body as { id: string }).id, universityId };
}

/** A verified student of `campus` with a complete profile, through the real sign-up (two codes from the inbox). */
export async function verifiedStudent(
  request: APIRequestContext,
  name: string,
  campus: { universityName: string; domain: string } = CAMPUS_A,
): Promise<Persona> {
  const session = await createVerifiedStudent(request, { name, ...campus });
  return withUserId(request, session, session.universityId);
}

/** Signed in, a complete university-student profile naming `campus`, but the university e-mail never verified. */
export async function unverifiedStudent(
  request: APIRequestContext,
  name: string,
  campus = CAMPUS_A,
): Promise<Persona> {
  const session = await signInByApi(request);
  const university = (await universities(request)).find((u) => u.name === campus.universityName);
  if (!university) throw new Error(`no university named ${campus.universityName}`);
  const profile = {
    name,
    gender: 'PREFER_NOT_TO_SAY',
    audience: 'UNIVERSITY_STUDENT',
    degree: 'B.Sc.',
    graduationYear: 2028,
    universityId: university.id,
  };
  const patched = await apiCall(request, 'PATCH', IDENTITY_PATHS.me, session.accessToken, profile);
  if (patched.status !== 200) throw new Error(`PATCH /users/me → ${patched.status}`);
  return withUserId(request, session, null);
}

/** A high-school student with a complete profile (no university). */
export async function highSchoolStudent(request: APIRequestContext, name: string): Promise<Persona> {
  const session = await signInByApi(request);
  const profile = { name, gender: 'PREFER_NOT_TO_SAY', audience: 'HIGH_SCHOOL_STUDENT' };
  const patched = await apiCall(request, 'PATCH', IDENTITY_PATHS.me, session.accessToken, profile);
  if (patched.status !== 200) throw new Error(`PATCH /users/me → ${patched.status}`);
  return withUserId(request, session, null);
}

/** The operator's command (`npm run moderator -- grant <email>`) against the e2e stack. */
function runModeratorCommand(email: string): Promise<void> {
  const dataDir = process.env['CAMPUSLOOP_E2E_DATA_DIR'];
  if (!dataDir) throw new Error('CAMPUSLOOP_E2E_DATA_DIR is not set (the e2e global setup sets it)');
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', path.join(ROOT, 'services/identity/src/cli/moderator.ts'), 'grant', email],
      {
        cwd: ROOT,
        env: { ...process.env, CAMPUSLOOP_PORT_OFFSET: String(E2E_PORT_OFFSET), DATA_DIR: dataDir },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`moderator grant ${email}: ${output}`)),
    );
  });
}

/** Gives `persona` the moderator role the way an operator does, then refreshes its token so it carries the role. */
export async function makeModerator(request: APIRequestContext, persona: Persona): Promise<Persona> {
  await runModeratorCommand(persona.email);
  const refreshed = await apiCall(request, 'POST', IDENTITY_PATHS.refreshToken, persona.refreshToken);
  if (refreshed.status !== 200) throw new Error(`refresh → ${refreshed.status}`);
  const tokens = refreshed.body as { accessToken: string; refreshToken: string };
  return { ...persona, accessToken: tokens.accessToken, refreshToken: tokens.refreshToken };
}

/** A moderator restricts `persona` for a day (spec §8 'Account Restricted'): its writes are refused everywhere. */
export async function restrict(
  request: APIRequestContext,
  moderator: Persona,
  persona: Persona,
): Promise<void> {
  const restriction = fillPath(IDENTITY_PATHS.accountRestriction, { userId: persona.userId });
  const answer = await apiCall(request, 'PUT', restriction, moderator.accessToken, {
    hours: 24,
    reason: 'authorization table',
  });
  if (answer.status !== 200) throw new Error(`restrict → ${answer.status} ${JSON.stringify(answer.body)}`);
}
