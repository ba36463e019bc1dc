import { ipKeyGenerator } from 'express-rate-limit';

/**
 * The key a client address is counted under by per-address limits (the gateway's rate limits, the live
 * channel's socket caps): an IPv6 client by its /56 (one host holds many addresses), an IPv4 client (also
 * one seen as `::ffff:a.b.c.d` on a dual-stack socket) as it is.
 */
export function addressKey(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped?.[1]) return mapped[1];
  return address.includes(':') ? ipKeyGenerator(address) : address;
}
