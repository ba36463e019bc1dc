import { EVENT_PATHS, fillPath } from '@campusloop/contracts';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { openSignedIn, type Session } from '../support/accounts';
import { E2E_API_URL } from '../support/e2e-env';

export { IIT_BOMBAY, pngFile, uniqueTitle } from './feed-helpers';

const DAY = 24 * 60 * 60 * 1000;
const IST_OFFSET = (5 * 60 + 30) * 60 * 1000;

/** A datetime-local value in India time, `days` from now at `time` (hh:mm), as the form's pickers take it. */
export function istInput(days: number, time: string): string {
  return `${new Date(Date.now() + days * DAY + IST_OFFSET).toISOString().slice(0, 10)}T${time}`;
}

/** Opens the dashboard's Events tab signed in as `session` and waits for Campus Events. */
export async function openEvents(page: Page, session: Session): Promise<void> {
  await openSignedIn(page, session, '/dashboard?tab=EVENTS');
  // The remote loads at runtime; a busy machine can take a while.
  await expect(page.getByRole('heading', { level: 2, name: 'Campus Events' })).toBeVisible({ timeout: 30_000 });
}

/** The card of `title` in the visible grid. */
export function eventCard(page: Page, title: string): Locator {
  return page.getByRole('article', { name: title });
}

/** Opens Event Details from the event's card. */
export async function openEventDetails(page: Page, title: string): Promise<Locator> {
  await eventCard(page, title).getByRole('button', { name: title, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Event Details' });
  await expect(dialog.getByRole('heading', { name: title })).toBeVisible();
  return dialog;
}

/** Arranges an upcoming event through the public API (tests then act through the UI). */
export async function createEventByApi(
  request: APIRequestContext,
  session: Session & { universityId: string },
  { title, capacity = null, inDays = 2 }: { title: string; capacity?: number | null; inDays?: number },
): Promise<{ id: string }> {
  const response = await request.post(`${E2E_API_URL}${fillPath(EVENT_PATHS.upcoming, { universityId: session.universityId })}`, {
    headers: { authorization: `Bearer ${session.accessToken}` },
    data: {
      title,
      description: 'Arranged for an end-to-end test.',
      location: 'Main Building',
      startsAt: `${istInput(inDays, '18:00')}:00+05:30`,
      endsAt: `${istInput(inDays, '20:00')}:00+05:30`,
      capacity,
      coverImage: null,
    },
  });
  if (response.status() !== 201) throw new Error(`create event → ${response.status()} ${await response.text()}`);
  return (await response.json()) as { id: string };
}
