import type { IncomingMessage } from 'node:http';

/** `false`: the gateway is the edge. `true`: trust every proxy in front. A number: trust that many hops. */
export type TrustProxy = boolean | number;

/**
 * The client's IP the way Express computes `req.ip` for these `trust proxy` values: the socket
 * address unless proxies in front are trusted, then the entry of `x-forwarded-for` that many hops in.
 */
export function clientAddress(req: IncomingMessage, trustProxy: TrustProxy): string {
  const remote = req.socket.remoteAddress ?? '';
  if (trustProxy === false || trustProxy === 0) return remote;
  const header = req.headers['x-forwarded-for'];
  const forwarded = (Array.isArray(header) ? header.join(',') : (header ?? ''))
    .split(',')
    .map((address) => address.trim())
    .filter(Boolean)
    .reverse();
  const chain = [remote, ...forwarded];
  const hops = trustProxy === true ? chain.length - 1 : Math.min(trustProxy, chain.length - 1);
  return chain[hops] ?? remote;
}
