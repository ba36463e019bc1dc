import { systemClock, type Clock, type NetworkAllowlist } from '@campusloop/service-kit';

/**
 * The live channel's limits (issue 34, finding 3: 150 sockets of one account from one address were
 * all accepted, and 3,000 `auth` frames on one socket were all checked). Sized so that a student with
 * several tabs and devices, and a campus behind one NAT address, never meet them.
 */
export interface LiveLimits {
  /** Open sockets of one account (its tabs and devices together). */
  socketsPerAccount: number;
  /** Open sockets from one client address, authenticated or not (an IPv6 client by its /56). */
  socketsPerAddress: number;
  /** Campus egress ranges (the gateway's `CAMPUS_NETWORKS`): there the per-address cap is × `campusFactor`. */
  campusNetworks?: NetworkAllowlist | undefined;
  campusFactor: number;
  /** Messages one socket may send per window (a well-behaved client sends one `auth`, then a `pong` a beat). */
  messagesPerWindow: number;
  messageWindowMs: number;
}

export const LIVE_LIMIT_DEFAULTS: LiveLimits = {
  socketsPerAccount: 10,
  // Like the gateway's per-IP budgets: a campus NAT's students (e.g. 300 with a tab or two open) fit,
  // and ×10 inside CAMPUS_NETWORKS.
  socketsPerAddress: 500,
  campusFactor: 10,
  messagesPerWindow: 20,
  messageWindowMs: 10_000,
};

/** The per-address cap for this address (campus ranges get `campusFactor` times more). */
export function addressCap(limits: LiveLimits, address: string): number {
  return limits.campusNetworks?.has(address)
    ? limits.socketsPerAddress * limits.campusFactor
    : limits.socketsPerAddress;
}

/** Open sockets by key (an account or an address); in-process, like the hub. */
export interface SocketCounter {
  /** Counts one more socket under `key` unless `max` are open already; false when refused. */
  tryAcquire(key: string, max: number): boolean;
  release(key: string): void;
  count(key: string): number;
}

export function createSocketCounter(): SocketCounter {
  const open = new Map<string, number>();
  return {
    tryAcquire(key, max) {
      const now = open.get(key) ?? 0;
      if (now >= max) return false;
      open.set(key, now + 1);
      return true;
    },
    release(key) {
      const now = (open.get(key) ?? 0) - 1;
      if (now > 0) open.set(key, now);
      else open.delete(key);
    },
    count: (key) => open.get(key) ?? 0,
  };
}

/** A socket's message budget: `take()` is false once more than `max` messages came within `windowMs`. */
export function createMessageBudget(
  max: number,
  windowMs: number,
  clock: Clock = systemClock,
): { take(): boolean } {
  const now = () => clock().getTime();
  let windowStart = now();
  let used = 0;
  return {
    take() {
      const at = now();
      if (at - windowStart >= windowMs) {
        windowStart = at;
        used = 0;
      }
      used += 1;
      return used <= max;
    },
  };
}
