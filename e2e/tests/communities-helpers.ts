import { COMMUNITIES_PATHS, fillPath } from '@campusloop/contracts';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { openSignedIn, type Session } from '../support/accounts';
import { E2E_API_URL } from '../support/e2e-env';

export { IIT_BOMBAY, IIT_DELHI, uniqueTitle } from './feed-helpers';

/** Opens the dashboard's Communities tab signed in as `session` and waits for its header. */
export async function openCommunities(page: Page, session: Session): Promise<void> {
  await openSignedIn(page, session, '/dashboard?tab=COMMUNITIES');
  // The remote loads at runtime; a busy machine can take a while.
  await expect(page.getByRole('heading', { level: 2, name: 'Communities' })).toBeVisible({ timeout: 30_000 });
}

/** GET /communities/{id} as `session` (or signed out): the status a caller gets. */
export async function communityStatus(request: APIRequestContext, communityId: string, session?: Session): Promise<number> {
  const response = await request.get(`${E2E_API_URL}${fillPath(COMMUNITIES_PATHS.community, { communityId })}`, {
    headers: session ? { authorization: `Bearer ${session.accessToken}` } : {},
  });
  return response.status();
}

/** The campus list of `universityId` as `session`: status and the names it shows. */
export async function campusList(
  request: APIRequestContext,
  universityId: string,
  session: Session,
): Promise<{ status: number; names: string[] }> {
  const response = await request.get(`${E2E_API_URL}${COMMUNITIES_PATHS.list}?universityId=${universityId}`, {
    headers: { authorization: `Bearer ${session.accessToken}` },
  });
  const body = response.ok() ? ((await response.json()) as { content: Array<{ name: string }> }) : { content: [] };
  return { status: response.status(), names: body.content.map((community) => community.name) };
}
