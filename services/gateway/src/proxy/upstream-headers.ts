import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';
import { TLSSocket } from 'node:tls';
import { CLIENT_ADDRESS_PROOF_HEADER, type ClientAddressProof } from '@campusloop/service-kit';
import { clientAddress, type TrustProxy } from '../http/client-address';

/**
 * Never forwarded: hop-by-hop headers (RFC 9110 §7.6.1), which describe the client's connection,
 * not the request, and the forwarding headers as they arrived (replaced by the gateway's own). For a
 * plain request also the body framing and `Expect`: the upstream pool frames the request itself, and
 * node already answered the client's `Expect: 100-continue`.
 */
const DROPPED_ALWAYS = [
  'connection',
  'keep-alive',
  'proxy-connection',
  'proxy-authorization',
  'te',
  'trailer',
  'upgrade',
  'x-forwarded-for',
  'x-forwarded-proto',
  'x-forwarded-host',
  'x-forwarded-port',
  'forwarded',
  'x-real-ip',
  // The gateway's own signed client address: a client's copy is never passed on.
  CLIENT_ADDRESS_PROOF_HEADER,
];
const DROPPED_PLAIN = new Set([...DROPPED_ALWAYS, 'transfer-encoding', 'expect']);
const DROPPED_UPGRADE = new Set(DROPPED_ALWAYS);
/** Never dropped even if listed in `Connection`: the gateway's own request id. */
const REQUEST_ID = 'x-request-id';

export interface UpstreamHeadersOptions {
  /** Proxies in front of the gateway trusted to have set the forwarding headers (config TRUST_PROXY). */
  trustProxy: TrustProxy;
  /** A WebSocket handshake: keeps `connection: upgrade` and `upgrade`, and the body framing. */
  upgrade: boolean;
  /** Signs the client address for the services (service-kit's client-address proof); none: no proof sent. */
  clientProof?: ClientAddressProof;
}

function single(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** Header names the client listed in `Connection` (hop-by-hop by declaration). */
function connectionTokens(value: string | undefined): Set<string> | undefined {
  if (!value || value === 'keep-alive' || value === 'close') return undefined;
  const tokens = value
    .split(',')
    .map((token) => token.trim().toLowerCase())
    .filter((token) => token !== '' && token !== REQUEST_ID);
  return tokens.length > 0 ? new Set(tokens) : undefined;
}

/**
 * The headers the upstream receives for this request, as a new object (the incoming request keeps
 * its own, which the response side still reads): hop-by-hop headers and those named in `Connection`
 * removed, and `x-forwarded-for/proto/host` describing the real client. `x-forwarded-for` is exactly
 * one address, the client as the gateway determined it, and `x-campusloop-client` vouches for it
 * (signed with the installation's service secret; a service believes no other forwarding header, and
 * a client's copy is dropped), so neither a client nor a local process can pick the IP the services
 * rate-limit and log by. Proto and host from a trusted proxy
 * in front are kept. Built in one pass without `delete`, which would turn the object into a slow
 * dictionary on the hot path.
 */
export function upstreamHeaders(req: IncomingMessage, options: UpstreamHeadersOptions): IncomingHttpHeaders {
  const incoming = req.headers;
  const dropped = options.upgrade ? DROPPED_UPGRADE : DROPPED_PLAIN;
  const listed = connectionTokens(single(incoming.connection));
  const headers: IncomingHttpHeaders = {};
  for (const name in incoming) {
    if (dropped.has(name) || listed?.has(name)) continue;
    headers[name] = incoming[name];
  }
  if (options.upgrade && incoming.upgrade) {
    headers.connection = 'upgrade';
    headers.upgrade = incoming.upgrade;
  }

  const trusted = options.trustProxy !== false && options.trustProxy !== 0;
  const forwardedProto = trusted ? single(incoming['x-forwarded-proto']) : undefined;
  const forwardedHost = trusted ? single(incoming['x-forwarded-host']) : undefined;
  const client = clientAddress(req, options.trustProxy);
  headers['x-forwarded-for'] = client;
  if (options.clientProof) headers[CLIENT_ADDRESS_PROOF_HEADER] = options.clientProof.sign(client);
  headers['x-forwarded-proto'] =
    forwardedProto ?? (req.socket instanceof TLSSocket && req.socket.encrypted ? 'https' : 'http');
  headers['x-forwarded-host'] = forwardedHost ?? single(incoming.host) ?? '';
  return headers;
}
