import {
  MODERATION_SCREEN_TEXTS as T,
  OTP_RESEND_COOLDOWN_SECONDS,
  dashboardLinkForTarget,
  type Notification,
} from '@campusloop/contracts';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { signInByApi, uniqueEmail } from '../support/accounts';
import { signInThroughUi } from '../support/identity-ui';
import { grantModerator } from '../support/operator-command';
import { notificationsOf } from './notifications-helpers';

export interface NewModerator {
  email: string;
  /** When the account's first sign-in code was asked for (the next may be asked 30 s later). */
  firstCodeAt: number;
}

/**
 * A brand-new account (the real sign-up through the API) made a moderator by the operator command
 * `npm run moderator -- grant <email>`. Its current token does not carry the role yet: the
 * moderator signs in again (`signInAsModerator`).
 */
export async function newModerator(request: APIRequestContext): Promise<NewModerator> {
  const email = uniqueEmail('moderator');
  const firstCodeAt = Date.now();
  await signInByApi(request, email);
  expect(await grantModerator(email)).toContain('is a moderator');
  return { email, firstCodeAt };
}

/**
 * The moderator signs in again through /login (after identity's resend cooldown for the address), so
 * the access token carries the role, and opens the moderators' screen from the user menu.
 */
export async function signInAsModerator(
  page: Page,
  request: APIRequestContext,
  moderator: NewModerator,
): Promise<void> {
  const wait = moderator.firstCodeAt + (OTP_RESEND_COOLDOWN_SECONDS + 1) * 1000 - Date.now();
  if (wait > 0) await page.waitForTimeout(wait);
  await signInThroughUi(page, request, moderator.email);
  await expect(page).toHaveURL(/\/profile$/);
  await page.getByRole('button', { name: moderator.email }).click();
  await page.getByRole('menuitem', { name: T.menuEntry }).click();
  await expect(page).toHaveURL(/\/moderation/);
  await expect(page.getByRole('heading', { level: 1, name: T.title })).toBeVisible();
}

/** The queue's card of a reported item, by its heading (a listing's title). */
export function reportedItem(page: Page, heading: string): Locator {
  return page.getByRole('tabpanel').getByRole('article', { name: heading });
}

/** Waits for `token`'s user's notification titled `title` (the outbox delivers within seconds). */
export async function waitForNotificationTitled(
  request: APIRequestContext,
  token: string,
  title: string,
): Promise<Notification> {
  let found: Notification | undefined;
  await expect
    .poll(
      async () => {
        found = (await notificationsOf(request, token)).find((notification) => notification.title === title);
        return Boolean(found);
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  return found as Notification;
}

/** Opens a moderation notice's target as the notification does, and expects the notice with Contact Support. */
export async function expectNoticeAt(
  page: Page,
  targetUrl: string,
  title: string,
  message: string,
): Promise<void> {
  await page.goto(dashboardLinkForTarget(targetUrl) ?? targetUrl);
  const notice = page.getByRole('alertdialog', { name: title });
  await expect(notice).toContainText(message);
  await expect(notice.getByRole('button', { name: 'Contact Support' })).toBeVisible();
}
