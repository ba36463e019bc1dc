import { BlockList, isIP } from 'node:net';
import { z } from 'zod';

/** A set of networks (CIDR ranges, e.g. a campus's NAT egress addresses) an address can be looked up in. */
export interface NetworkAllowlist {
  has(address: string): boolean;
  /** The ranges as configured (for logs and READMEs). */
  readonly ranges: readonly string[];
}

const CIDR = /^([^/]+)\/(\d{1,3})$/;
const MAX_KNOWN_ADDRESSES = 10_000;

function parseRange(range: string): { address: string; prefix: number; family: 'ipv4' | 'ipv6' } | undefined {
  const match = CIDR.exec(range);
  const address = match?.[1] ?? range;
  const version = isIP(address);
  if (version === 0) return undefined;
  const max = version === 4 ? 32 : 128;
  const prefix = match ? Number(match[2]) : max;
  if (prefix > max) return undefined;
  return { address, prefix, family: version === 4 ? 'ipv4' : 'ipv6' };
}

/** `::ffff:10.1.2.3` (an IPv4 client on a dual-stack socket) is looked up as `10.1.2.3`. */
function plainAddress(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return mapped?.[1] ?? address;
}

/** Builds the allowlist; throws naming every range that is not `address/prefix` (or a single address). */
export function createNetworkAllowlist(ranges: readonly string[]): NetworkAllowlist {
  const list = new BlockList();
  const bad: string[] = [];
  for (const range of ranges) {
    const parsed = parseRange(range);
    if (!parsed) bad.push(range);
    else list.addSubnet(parsed.address, parsed.prefix, parsed.family);
  }
  if (bad.length) throw new Error(`not a CIDR range: ${bad.join(', ')}`);
  const check = (address: string): boolean => {
    const plain = plainAddress(address);
    const version = isIP(plain);
    return version !== 0 && list.check(plain, version === 4 ? 'ipv4' : 'ipv6');
  };
  // Looked up on every request (the gateway's per-IP limits): `BlockList.check` builds a SocketAddress
  // each time, so answers are kept per address (a few thousand clients at most; cleared when full).
  const known = new Map<string, boolean>();
  return {
    ranges: [...ranges],
    has(address) {
      if (ranges.length === 0) return false;
      const cached = known.get(address);
      if (cached !== undefined) return cached;
      const answer = check(address);
      if (known.size >= MAX_KNOWN_ADDRESSES) known.clear();
      known.set(address, answer);
      return answer;
    },
  };
}

/**
 * An env value holding comma-separated CIDR ranges (`CAMPUS_NETWORKS=10.20.0.0/16,2001:db8::/48`),
 * parsed to the list of ranges; a bad range fails the config with its value named.
 */
export const cidrListEnv = z
  .string()
  .default('')
  .transform((value) => value.split(',').map((range) => range.trim()).filter(Boolean))
  .superRefine((ranges, ctx) => {
    const bad = ranges.filter((range) => !parseRange(range));
    if (bad.length) ctx.addIssue({ code: 'custom', message: `not a CIDR range: ${bad.join(', ')}` });
  });
