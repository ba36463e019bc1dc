import { NOTIFICATIONS_PATHS, apiPath, type Notification } from '@campusloop/contracts';
import type { FakeApi } from '@campusloop/web-platform/testing';

let counter = 0;

/** A notification as the service answers it (unread POST comment unless overridden). */
export function aNotification(overrides: Partial<Notification> = {}): Notification {
  counter += 1;
  return {
    id: `Notif${String(counter).padStart(6, '0')}`,
    type: 'comment',
    category: 'POST',
    actorName: 'Bilal',
    title: `New comment on your post ${counter}`,
    message: 'Bilal commented on "Best canteen?": The one near the library',
    targetUrl: '/posts/Post0000001',
    isRead: false,
    priority: 'medium',
    createdAt: new Date().toISOString(),
    metadata: { universityId: 'uniAlpha001' },
    ...overrides,
  };
}

/** The notification routes on the fake gateway: a list, its unread count, and every write answered. */
export function serveNotifications(
  api: FakeApi,
  items: Notification[],
  unreadCount = items.filter((n) => !n.isRead).length,
) {
  api
    .on('GET', apiPath(NOTIFICATIONS_PATHS.list), (request) => {
      const params = new URLSearchParams(request.search);
      const unreadOnly = params.get('unreadOnly') === 'true';
      const size = Number(params.get('size') ?? 20);
      const page = Number(params.get('page') ?? 0);
      const visible = unreadOnly ? items.filter((n) => !n.isRead) : items;
      return {
        body: {
          notifications: visible.slice(page * size, (page + 1) * size),
          page,
          size,
          totalElements: visible.length,
          hasMore: (page + 1) * size < visible.length,
        },
      };
    })
    .on('GET', apiPath(NOTIFICATIONS_PATHS.unreadCount), { body: { unreadCount } })
    .on('POST', apiPath(NOTIFICATIONS_PATHS.readAll), { body: { updatedCount: unreadCount, unreadCount: 0 } })
    .on('POST', apiPath(NOTIFICATIONS_PATHS.bulkRead), (request) => ({
      body: {
        updatedCount: (request.body as string[]).length,
        unreadCount: Math.max(0, unreadCount - (request.body as string[]).length),
      },
    }))
    .on('POST', /\/read$/, (request) => ({
      body: { ...items.find((n) => request.path.includes(n.id)), isRead: true },
    }))
    .on('POST', /\/dismiss$/, { body: { success: true, dismissedCount: 1, unreadCount: 0 } });
  return api;
}

/** A stand-in for the browser's WebSocket: tests read what the client sent and push server messages. */
export class FakeWebSocket {
  static instances: FakeWebSocket[] = [];
  static OPEN = 1;
  readyState = 0;
  sent: unknown[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  constructor(readonly url: string) {
    FakeWebSocket.instances.push(this);
    setTimeout(() => {
      this.readyState = 1;
      this.onopen?.();
    }, 0);
  }
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close() {
    this.readyState = 3;
  }
  push(message: unknown) {
    this.onmessage?.({ data: JSON.stringify(message) });
  }
}
