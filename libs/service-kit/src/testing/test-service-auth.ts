import { randomBytes } from 'node:crypto';
import { CLIENT_ADDRESS_PROOF_HEADER } from '../service-auth/client-address-proof';
import { createServiceAuth, type ServiceAuth } from '../service-auth/service-auth';

/** One random service secret per test process: every test app, fake and caller in it shares it. */
export const TEST_SERVICE_SECRET = randomBytes(32).toString('base64url');

/** Service credentials for tests (`service` names the caller; all share TEST_SERVICE_SECRET). */
export function testServiceAuth(service = 'test'): ServiceAuth {
  return createServiceAuth({ service, secret: TEST_SERVICE_SECRET });
}

/** `Authorization` header value of a valid service token, for supertest calls to `/internal/*`. */
export function serviceAuthorization(service = 'test'): Promise<string> {
  return testServiceAuth(service).authorization();
}

/**
 * The headers of a request the gateway forwards for a client at `address`: `X-Forwarded-For` and the
 * signed client-address proof a service trusts (`req.ip` is `address`). A bare `X-Forwarded-For`
 * changes nothing: the service sees the socket's address.
 */
export function throughGateway(address: string): Record<string, string> {
  return {
    'x-forwarded-for': address,
    [CLIENT_ADDRESS_PROOF_HEADER]: testServiceAuth('gateway').clientAddressProof.sign(address),
  };
}
