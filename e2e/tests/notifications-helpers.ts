import {
  FEED_PATHS,
  NOTIFICATIONS_PATHS,
  fillPath,
  type Notification,
  type NotificationPage,
} from '@campusloop/contracts';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { E2E_API_URL } from '../support/e2e-env';
import { runOperatorCommand } from '../support/operator-command';

/** The access token the signed-in app in `page` holds (the shell keeps it in localStorage). */
export async function tokenOf(page: Page): Promise<string> {
  const token = await page.evaluate(() => window.localStorage.getItem('accessToken'));
  if (!token) throw new Error('the page is not signed in');
  return token;
}

/** Arranges a comment through the API, as another student's browser would send it. */
export async function commentOn(
  request: APIRequestContext,
  token: string,
  postId: string,
  body: string,
  isAnonymous = false,
): Promise<void> {
  const response = await request.post(`${E2E_API_URL}${fillPath(FEED_PATHS.comments, { postId })}`, {
    headers: { authorization: `Bearer ${token}` },
    data: { body, parentId: null, isAnonymous },
  });
  if (response.status() !== 201) throw new Error(`comment → ${response.status()} ${await response.text()}`);
}

/** The notifications `token`'s user has (newest first), read through the API. */
export async function notificationsOf(request: APIRequestContext, token: string): Promise<Notification[]> {
  const response = await request.get(`${E2E_API_URL}${NOTIFICATIONS_PATHS.list}?size=50`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as NotificationPage).notifications;
}

/**
 * Waits until the user has `count` notifications (the outbox delivers within about a second); with
 * `type`, counts only that kind (an announcement an earlier spec made reaches a later sign-up too).
 */
export async function waitForNotificationCount(
  request: APIRequestContext,
  token: string,
  count: number,
  type?: Notification['type'],
): Promise<Notification[]> {
  let latest: Notification[] = [];
  await expect
    .poll(
      async () => {
        latest = (await notificationsOf(request, token)).filter((notification) => !type || notification.type === type);
        return latest.length;
      },
      { timeout: 15_000 },
    )
    .toBe(count);
  return latest;
}

/**
 * Waits until the user's grouped notification about `targetUrl` holds `size` notifications (issue 29:
 * comments on one post within the window are one item) and answers it.
 */
export async function waitForGroupSize(
  request: APIRequestContext,
  token: string,
  targetUrl: string,
  size: number,
): Promise<Notification> {
  let group: Notification | undefined;
  await expect
    .poll(
      async () => {
        group = (await notificationsOf(request, token)).find(
          (notification) => notification.targetUrl === targetUrl,
        );
        return group?.groupSize ?? 0;
      },
      { timeout: 15_000 },
    )
    .toBe(size);
  if (!group) throw new Error(`no notification about ${targetUrl}`);
  return group;
}

/**
 * `npm run announce -- …` as an operator runs it against the e2e stack (its service secret lives in the
 * stack's data dir, which global-setup names in CAMPUSLOOP_E2E_DATA_DIR).
 */
export function announce(args: { title: string; message: string; priority: string }): Promise<string> {
  return runOperatorCommand('services/notifications/src/cli/announce.ts', [
    '--title',
    args.title,
    '--message',
    args.message,
    '--priority',
    args.priority,
  ]);
}

/**
 * Dismisses everything the user has so far (announcements other specs published on this stack reach
 * every new user too), so a journey counts only what it causes.
 */
export async function dismissAll(request: APIRequestContext, token: string): Promise<void> {
  for (const notification of await notificationsOf(request, token)) {
    const response = await request.post(
      `${E2E_API_URL}${fillPath(NOTIFICATIONS_PATHS.dismiss, { notificationId: notification.id })}`,
      {
        headers: { authorization: `Bearer ${token}` },
      },
    );
    expect(response.status()).toBe(200);
  }
}
