import { FEED_PATHS } from '@campusloop/contracts';
import type { APIRequestContext } from '@playwright/test';
import { E2E_API_URL } from '../support/e2e-env';
import type { Session } from '../support/accounts';

/** Seeded universities (services/identity/src/seed) and their e-mail domains. */
export const IIT_BOMBAY = { universityName: 'Indian Institute of Technology Bombay', domain: 'iitb.ac.in' };
export const IIT_DELHI = { universityName: 'Indian Institute of Technology Delhi', domain: 'iitd.ac.in' };

/** A title no other test (or earlier run on the same stack) uses. */
export function uniqueTitle(what: string): string {
  return `${what} ${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
}

/** A real 1×1 PNG (the media service decodes and re-encodes every upload). */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);

export const pngFile = (name: string) => ({ name, mimeType: 'image/png', buffer: TINY_PNG });

/** Arranges a public post through the API (the tests then act through the UI). */
export async function createPublicPost(
  request: APIRequestContext,
  session: Session,
  title: string,
  body = 'Posted for an end-to-end test.',
): Promise<{ id: string }> {
  const response = await request.post(`${E2E_API_URL}${FEED_PATHS.publicPosts}`, {
    headers: { authorization: `Bearer ${session.accessToken}` },
    data: { title, body, isAnonymous: false },
  });
  if (response.status() !== 201)
    throw new Error(`create post → ${response.status()} ${await response.text()}`);
  return (await response.json()) as { id: string };
}
