import { createNetworkAllowlist, type NetworkAllowlist } from '@campusloop/service-kit';
import type { SecurityLimits } from '../security-limits';

const allowlists = new WeakMap<readonly string[], NetworkAllowlist>();

/** A per-IP cap for `ip`: `base`, or `base × campusNetworkFactor` inside the campus egress ranges. */
export function perIpCap(limits: Pick<SecurityLimits, 'campusNetworks' | 'campusNetworkFactor'>, base: number, ip: string): number {
  if (!limits.campusNetworks.length) return base;
  let campus = allowlists.get(limits.campusNetworks);
  if (!campus) {
    campus = createNetworkAllowlist(limits.campusNetworks);
    allowlists.set(limits.campusNetworks, campus);
  }
  return campus.has(ip) ? base * limits.campusNetworkFactor : base;
}
