import WebSocket from 'ws';
import type { LiveServerMessage } from '@campusloop/contracts';

/** A tab's socket in a test: every message it got, and how it closed. */
export interface LiveTestTab {
  ws: WebSocket;
  messages: LiveServerMessage[];
  /** The close code. */
  closed: Promise<number>;
  next(type: LiveServerMessage['type']): Promise<LiveServerMessage>;
}

/** Opens a real WebSocket to `url` (answering pings unless told not to). */
export function openLiveTab(
  url: string,
  { answerPings = true, headers = {} }: { answerPings?: boolean; headers?: Record<string, string> } = {},
): Promise<LiveTestTab> {
  const ws = new WebSocket(url, { headers });
  const messages: LiveServerMessage[] = [];
  const waiters: Array<() => void> = [];
  ws.on('message', (data) => {
    const message = JSON.parse(data.toString()) as LiveServerMessage;
    messages.push(message);
    if (message.type === 'ping' && answerPings && ws.readyState === WebSocket.OPEN)
      ws.send(JSON.stringify({ type: 'pong' }));
    waiters.splice(0).forEach((wake) => wake());
  });
  const closed = new Promise<number>((resolve) => ws.on('close', (code) => resolve(code)));
  const next = (type: LiveServerMessage['type']) =>
    new Promise<LiveServerMessage>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no ${type} message`)), 5000);
      const look = () => {
        const found = messages.find((message) => message.type === type);
        if (found) {
          clearTimeout(timer);
          messages.splice(messages.indexOf(found), 1);
          resolve(found);
        } else waiters.push(look);
      };
      look();
    });
  return new Promise((resolve, reject) => {
    ws.once('open', () => resolve({ ws, messages, closed, next }));
    ws.once('error', reject);
  });
}

/** Sends the `auth` message. */
export const sendAuth = (tab: LiveTestTab, token: string): void =>
  tab.ws.send(JSON.stringify({ type: 'auth', token }));

/** Polls `check` (every 20 ms, up to ~5 s). */
export async function waitUntil(check: () => boolean): Promise<void> {
  for (let i = 0; i < 250 && !check(); i += 1) await new Promise((resolve) => setTimeout(resolve, 20));
}
