/** The relay events an instance has handed on lately, by id (live-relay.ts). */
export interface SeenEvents {
  /** True the first time `id` is seen within `keepMs`, false after. */
  first(id: string): boolean;
}

/**
 * A bounded memory of event ids: each id is kept `keepMs`, then forgotten (a Map keeps insertion
 * order, so the oldest are at its front and forgetting costs only what is forgotten).
 */
export function createSeenEvents(options: { keepMs: number; now?: () => number }): SeenEvents {
  const now = options.now ?? Date.now;
  const seenAt = new Map<string, number>();
  const forget = (at: number) => {
    for (const [id, when] of seenAt) {
      if (at - when < options.keepMs) break;
      seenAt.delete(id);
    }
  };
  return {
    first(id) {
      const at = now();
      forget(at);
      if (seenAt.has(id)) return false;
      seenAt.set(id, at);
      return true;
    },
  };
}
