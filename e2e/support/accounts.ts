import { IDENTITY_PATHS } from '@campusloop/contracts';
import type { APIRequestContext, Page } from '@playwright/test';
import { E2E_API_URL, E2E_INBOX_URL } from './e2e-env';

export interface Session {
  accessToken: string;
  refreshToken: string;
  email: string;
}

let counter = 0;
/** A fresh address per call, so every test owns its account. */
export function uniqueEmail(prefix = 'student', domain = 'gmail.com'): string {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}${counter}@${domain}`;
}

interface InboxEmail {
  to?: Array<{ address?: string }>;
  subject?: string;
  text?: string;
  time?: string;
  date?: string;
}

/** Reads the newest 6-digit code sent to `to` after `since` from the MailDev inbox of the e2e stack. */
export async function readCode(request: APIRequestContext, to: string, since: number): Promise<string> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const response = await request.get(`${E2E_INBOX_URL}email`);
    const emails = (await response.json()) as InboxEmail[];
    const mine = emails
      .filter((email) => email.to?.some((r) => r.address?.toLowerCase() === to.toLowerCase()))
      .filter((email) => new Date(email.time ?? email.date ?? 0).getTime() >= since - 1000)
      .sort((a, b) => new Date(b.time ?? b.date ?? 0).getTime() - new Date(a.time ?? a.date ?? 0).getTime());
    const code = mine[0] && /\b(\d{6})\b/.exec(`${mine[0].subject ?? ''} ${mine[0].text ?? ''}`)?.[1];
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no code for ${to} within 15 s`);
}

async function api<T>(request: APIRequestContext, method: 'GET' | 'POST' | 'PATCH', path: string, token?: string, data?: unknown): Promise<T> {
  const response = await request.fetch(`${E2E_API_URL}${path}`, {
    method,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(data === undefined ? {} : { data }),
  });
  if (!response.ok()) throw new Error(`${method} ${path} → ${response.status()} ${await response.text()}`);
  return (response.status() === 204 ? undefined : await response.json()) as T;
}

/** Signs an e-mail in through the API (code read from the inbox). */
export async function signInByApi(request: APIRequestContext, email = uniqueEmail()): Promise<Session> {
  const since = Date.now();
  await api(request, 'POST', IDENTITY_PATHS.requestOtp, undefined, { email });
  const otp = await readCode(request, email, since);
  const tokens = await api<{ accessToken: string; refreshToken: string }>(request, 'POST', IDENTITY_PATHS.verifyOtp, undefined, { email, otp });
  return { ...tokens, email };
}

export interface University {
  id: string;
  name: string;
}

export async function universities(request: APIRequestContext): Promise<University[]> {
  return api<University[]>(request, 'GET', IDENTITY_PATHS.universities);
}

/**
 * A complete, verified university student of the university whose e-mail domain is `domain`
 * (e.g. iitb.ac.in for IIT Bombay), created through the public API as a user would.
 */
export async function createVerifiedStudent(
  request: APIRequestContext,
  { name, universityName, domain }: { name: string; universityName: string; domain: string },
): Promise<Session & { universityId: string }> {
  const session = await signInByApi(request);
  const university = (await universities(request)).find((u) => u.name === universityName);
  if (!university) throw new Error(`no university named ${universityName}`);
  await api(request, 'PATCH', IDENTITY_PATHS.me, session.accessToken, {
    name,
    gender: 'PREFER_NOT_TO_SAY',
    audience: 'UNIVERSITY_STUDENT',
    degree: 'B.Sc.',
    graduationYear: 2028,
    universityId: university.id,
  });
  const universityEmail = uniqueEmail(name.toLowerCase().replace(/\W+/g, '.'), domain);
  const since = Date.now();
  const body = { universityEmail, universityId: university.id };
  await api(request, 'POST', IDENTITY_PATHS.requestUniversityOtp, session.accessToken, body);
  const otp = await readCode(request, universityEmail, since);
  const verified = await api<{ accessToken: string; refreshToken: string }>(
    request,
    'POST',
    IDENTITY_PATHS.verifyUniversityOtp,
    session.accessToken,
    { ...body, otp },
  );
  return { ...session, ...verified, universityId: university.id };
}

/** Opens the app in `page` already signed in with `session` (the shell keeps the access token in localStorage). */
export async function openSignedIn(page: Page, session: Session, path = '/dashboard'): Promise<void> {
  await page.goto('/about');
  // Let the app finish restoring its (anonymous) session first: a token stored while it still starts
  // would be read, its /users/me aborted by the next navigation, and the token cleared as failed.
  // (The button is in /about's prerendered HTML before the app runs: wait for the shell's own mark.)
  await page.getByRole('button', { name: 'Sign Up / Sign In' }).waitFor();
  await page.locator('html[data-shell="started"]').waitFor({ state: 'attached' });
  await page.evaluate((token) => window.localStorage.setItem('accessToken', token), session.accessToken);
  await page.goto(path);
}
