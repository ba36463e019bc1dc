import { LIVE_CLOSE, LIVE_TIMINGS } from '@campusloop/contracts';
import { tokenStorage } from '@campusloop/web-platform';
import { FakeWebSocket } from '../../testing/notification-fixtures';
import type * as LiveConnection from './live-connection';

// Issue 34, finding 3: the server now closes with 4xxx limit codes (too many sockets, too many
// messages, a second auth). The client must not answer them with a tight reconnect loop, and must not
// send a renewed token as a second auth on its open socket.
const realWebSocket = globalThis.WebSocket;
const handlers = { onMessage: () => undefined, renewToken: async () => undefined };
let release: () => void = () => undefined;
let acquireLiveConnection: typeof LiveConnection.acquireLiveConnection;

beforeEach(async () => {
  // The connection is module state (one per tab): each test starts from a fresh one.
  await jest.isolateModulesAsync(async () => {
    ({ acquireLiveConnection } = await import('./live-connection'));
  });
  jest.useFakeTimers();
  FakeWebSocket.instances = [];
  (globalThis as { WebSocket: unknown }).WebSocket = FakeWebSocket;
  tokenStorage.setAccessToken('first-token');
});
afterEach(() => {
  release();
  jest.useRealTimers();
  (globalThis as { WebSocket: unknown }).WebSocket = realWebSocket;
});

const socketAt = (index: number) => FakeWebSocket.instances[index] as FakeWebSocket;

describe('the live connection', () => {
  it.each([
    ['too many connections', LIVE_CLOSE.tooManyConnections],
    ['too many messages', LIVE_CLOSE.tooManyMessages],
    ['a second auth', LIVE_CLOSE.secondAuth],
  ])('after a limit close (%s) waits at least a minute before it reconnects', (_why, code) => {
    release = acquireLiveConnection(handlers);
    jest.advanceTimersByTime(0);
    expect(socketAt(0).sent).toEqual([{ type: 'auth', token: 'first-token' }]);

    socketAt(0).onclose?.({ code });
    jest.advanceTimersByTime(LIVE_TIMINGS.limitRetryMs - 1);
    expect(FakeWebSocket.instances).toHaveLength(1);
    jest.advanceTimersByTime(LIVE_TIMINGS.limitRetryMs * 0.1 + 1);
    expect(FakeWebSocket.instances).toHaveLength(2);
  });

  it('reconnects sooner after an ordinary drop', () => {
    release = acquireLiveConnection(handlers);
    jest.advanceTimersByTime(0);
    socketAt(0).onclose?.({ code: 1006 });
    jest.advanceTimersByTime(2_000);
    expect(FakeWebSocket.instances).toHaveLength(2);
  });

  it('opens a new socket with a renewed token instead of a second auth on the open one', () => {
    release = acquireLiveConnection(handlers);
    jest.advanceTimersByTime(0);
    socketAt(0).push({ type: 'ready', unreadCount: 0 });
    tokenStorage.setAccessToken('renewed-token');
    jest.advanceTimersByTime(30_000);
    expect(socketAt(0).sent).toEqual([{ type: 'auth', token: 'first-token' }]);
    expect(socketAt(0).readyState).toBe(3);
    jest.advanceTimersByTime(1);
    expect(socketAt(1).sent).toEqual([{ type: 'auth', token: 'renewed-token' }]);
  });
});
