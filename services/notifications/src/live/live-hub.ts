import type { LiveServerMessage } from '@campusloop/contracts';

/** One open, authenticated live connection (a browser tab). */
export interface LiveConnection {
  send(message: LiveServerMessage): void;
}

/**
 * Who is connected, by user: a push goes to every open tab of its user. In-process: with several
 * instances of the service a user's tabs on another instance get the change on their next reload
 * (the list is the source of truth); the embedded default runs one instance.
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
