import type { IncomingMessage } from 'node:http';
import { TLSSocket } from 'node:tls';
import { clientAddress, type TrustProxy } from '../http/client-address';

/**
 * Hop-by-hop headers (RFC 9110 §7.6.1) that describe the client's connection, not the request.
 * `connection` itself stays on the incoming request (the response side reads it); the proxy call
 * overrides it towards the upstream.
 */
const HOP_BY_HOP = ['keep-alive', 'proxy-connection', 'proxy-authorization', 'te', 'trailer', 'upgrade'];
/** Never dropped even if listed in `Connection`: the gateway's own request id. */
const KEPT = new Set(['connection', 'x-request-id']);
/** Forwarding headers as they arrived; replaced by the gateway's own. */
const FORWARDING = [
  'x-forwarded-for',
  'x-forwarded-proto',
  'x-forwarded-host',
  'x-forwarded-port',
  'forwarded',
  'x-real-ip',
];

export interface PrepareHeadersOptions {
  /** Proxies in front of the gateway trusted to have set the forwarding headers (config TRUST_PROXY). */
  trustProxy: TrustProxy;
  /** Keep `connection`/`upgrade` for a WebSocket handshake. */
  upgrade: boolean;
}

function single(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/**
 * Rewrites the incoming request's headers in place into what the upstream should see: hop-by-hop
 * headers removed, and `x-forwarded-for/proto/host` describing the real client. `x-forwarded-for`
 * is exactly one address, the client as the gateway determined it (the services trust only the
 * gateway), so a client cannot pick the IP the services rate-limit and log by. Proto and host from
 * a trusted proxy in front are kept.
 */
export function prepareUpstreamHeaders(req: IncomingMessage, options: PrepareHeadersOptions): void {
  const headers = req.headers;
  const connectionTokens = (single(headers.connection) ?? '')
    .split(',')
    .map((token) => token.trim().toLowerCase())
    .filter(Boolean);
  const upgradeValue = headers.upgrade;
  for (const name of [...HOP_BY_HOP, ...connectionTokens]) {
    if (!KEPT.has(name)) delete headers[name];
  }
  if (options.upgrade && upgradeValue) {
    headers.connection = 'upgrade';
    headers.upgrade = upgradeValue;
  }

  const trusted = options.trustProxy !== false && options.trustProxy !== 0;
  const forwardedProto = trusted ? single(headers['x-forwarded-proto']) : undefined;
  const forwardedHost = trusted ? single(headers['x-forwarded-host']) : undefined;
  const client = clientAddress(req, options.trustProxy);
  for (const name of FORWARDING) delete headers[name];
  headers['x-forwarded-for'] = client;
  headers['x-forwarded-proto'] =
    forwardedProto ?? (req.socket instanceof TLSSocket && req.socket.encrypted ? 'https' : 'http');
  headers['x-forwarded-host'] = forwardedHost ?? single(headers.host) ?? '';
}
