import type { IncomingMessage } from 'node:http';
import { TLSSocket } from 'node:tls';

/**
 * Hop-by-hop headers (RFC 9110 §7.6.1) that describe the client's connection, not the request.
 * `connection` itself stays on the incoming request (the response side reads it); the proxy call
 * overrides it towards the upstream.
 */
const HOP_BY_HOP = ['keep-alive', 'proxy-connection', 'proxy-authorization', 'te', 'trailer', 'upgrade'];
/** Never dropped even if listed in `Connection`: the gateway's own request id. */
const KEPT = new Set(['connection', 'x-request-id']);
/** Forwarding headers a client could forge when no proxy in front of the gateway is trusted. */
const FORWARDING = ['x-forwarded-for', 'x-forwarded-proto', 'x-forwarded-host', 'x-forwarded-port', 'forwarded', 'x-real-ip'];

export interface PrepareHeadersOptions {
  /** Whether a proxy in front of the gateway is trusted to have set the forwarding headers. */
  trustProxy: boolean;
  /** Keep `connection`/`upgrade` for a WebSocket handshake. */
  upgrade: boolean;
}

function single(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/**
 * Rewrites the incoming request's headers in place into what the upstream should see: hop-by-hop
 * headers removed, and `x-forwarded-for/proto/host` describing the real client. Unless a proxy in
 * front is trusted, client-sent forwarding headers are replaced, so a client cannot pick the IP
 * the services rate-limit and log by.
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

  const clientAddress = req.socket.remoteAddress ?? '';
  const proto = req.socket instanceof TLSSocket && req.socket.encrypted ? 'https' : 'http';
  const host = single(headers.host) ?? '';
  if (options.trustProxy) {
    const forwardedFor = single(headers['x-forwarded-for']);
    headers['x-forwarded-for'] = forwardedFor ? `${forwardedFor}, ${clientAddress}` : clientAddress;
    headers['x-forwarded-proto'] = single(headers['x-forwarded-proto']) ?? proto;
    headers['x-forwarded-host'] = single(headers['x-forwarded-host']) ?? host;
  } else {
    for (const name of FORWARDING) delete headers[name];
    headers['x-forwarded-for'] = clientAddress;
    headers['x-forwarded-proto'] = proto;
    headers['x-forwarded-host'] = host;
  }
}
