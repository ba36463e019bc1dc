import type { IncomingMessage } from 'node:http';
import type { Express } from 'express';
import { CLIENT_ADDRESS_PROOF_HEADER, type ClientAddressProof } from '../service-auth/client-address-proof';

/**
 * The client's address as a service may trust it: the one the gateway vouches for in
 * `x-campusloop-client` when that proof verifies with the installation's service secret, otherwise
 * the socket's peer. `X-Forwarded-For` is never read: from a local process it proves nothing.
 */
export function trustedClientAddress(req: IncomingMessage, proof: ClientAddressProof | undefined): string {
  return proof?.verify(req.headers[CLIENT_ADDRESS_PROOF_HEADER]) ?? req.socket.remoteAddress ?? 'unknown';
}

/**
 * Makes `req.ip` of this app `trustedClientAddress(req, proof)` (and trusts no forwarding header for
 * anything else: `trust proxy` off). Every service gets it from `createServiceApp`.
 */
export function useClientAddress(app: Express, proof: ClientAddressProof | undefined): void {
  app.set('trust proxy', false);
  Object.defineProperty(app.request, 'ip', {
    configurable: true,
    enumerable: true,
    get(this: IncomingMessage) {
      return trustedClientAddress(this, proof);
    },
  });
}
