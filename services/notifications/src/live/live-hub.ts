import type { LiveServerMessage } from '@campusloop/contracts';

/** One open, authenticated live connection (a browser tab). */
export interface LiveConnection {
  send(message: LiveServerMessage): void;
}

/**
 * Who is connected to THIS instance, by user: a push goes to every open tab of its user here. The app
 * wraps it in live-relay.ts, which also carries each push to the other instances' hubs.
 */
export interface LiveHub {
  join(userId: string, connection: LiveConnection): void;
  leave(userId: string, connection: LiveConnection): void;
  send(userId: string, message: LiveServerMessage): void;
  connectedUsers(): string[];
  /** Open connections (tests check that closed sockets are gone). */
  size(): number;
}

export function createLiveHub(): LiveHub {
  const byUser = new Map<string, Set<LiveConnection>>();
  return {
    join(userId, connection) {
      const set = byUser.get(userId) ?? new Set();
      set.add(connection);
      byUser.set(userId, set);
    },
    leave(userId, connection) {
      const set = byUser.get(userId);
      if (!set) return;
      set.delete(connection);
      if (set.size === 0) byUser.delete(userId);
    },
    send(userId, message) {
      for (const connection of byUser.get(userId) ?? []) connection.send(message);
    },
    connectedUsers: () => [...byUser.keys()],
    size: () => [...byUser.values()].reduce((sum, set) => sum + set.size, 0),
  };
}
