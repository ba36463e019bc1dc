import type { RequestHandler } from 'express';
import { errors, jwtVerify, SignJWT } from 'jose';
import { AppError } from '../errors/app-error';
import { createClientAddressProof, type ClientAddressProof } from './client-address-proof';

export * from './client-address-proof';

/** Issuer, audience, header `typ` and algorithm of the tokens services show each other on `/internal/*`. */
export const SERVICE_TOKEN_ISSUER = 'campusloop-services';
export const SERVICE_TOKEN_AUDIENCE = 'campusloop-internal';
export const SERVICE_TOKEN_TYPE = 'svc+jwt';
export const SERVICE_TOKEN_ALGORITHM = 'HS256';
/** A service token lives one minute; a caller reuses it until 20 s are left. */
export const SERVICE_TOKEN_TTL_SECONDS = 60;
const RENEW_BEFORE_SECONDS = 20;
/** The shared secret must carry at least 256 bits (HS256 key size). */
export const SERVICE_SECRET_MIN_LENGTH = 32;

export const SERVICE_AUTH_REQUIRED_MESSAGE = 'Service authentication required.';

export interface ServiceAuth {
  /** The calling service's name (the `sub` of its tokens, e.g. `feed`). */
  readonly service: string;
  /** `Authorization` value for a call to another service's `/internal/*` route. */
  authorization(): Promise<string>;
  /** `fetch` that adds that header: pass it as the `fetch` of the outbox, the media and people clients. */
  fetch: typeof fetch;
  /** Resolves to the calling service's name, or rejects with a 401 AppError. */
  verify(token: string): Promise<string>;
  /** Express middleware for `/internal`: without a valid service token → 401 in the error shape. */
  requireServiceToken(): RequestHandler;
  /** The gateway's signed client address (`x-campusloop-client`): the gateway signs, services verify. */
  clientAddressProof: ClientAddressProof;
}

export interface ServiceAuthOptions {
  /** This service's name. */
  service: string;
  /** The secret every service of the installation shares (SERVICE_TOKEN_SECRET, or the generated one). */
  secret: string;
  /** Default: the system clock (seconds matter for expiry). */
  now?: () => Date;
  /** What the authenticated `fetch` sends through: default the global fetch; loadServiceAuth's balances over instances. */
  fetch?: typeof fetch;
}

const refused = (cause?: unknown) =>
  new AppError(401, 'UNAUTHORIZED', SERVICE_AUTH_REQUIRED_MESSAGE, cause ? { cause } : {});

function bearer(header: string | undefined): string | undefined {
  const match = /^Bearer[ ]+([A-Za-z0-9._~+/=-]+)$/i.exec(header?.trim() ?? '');
  return match?.[1];
}

/**
 * Service-to-service authentication (issue 17, finding 8d): every caller of `/internal/*` sends
 * `Authorization: Bearer <service token>`, a JWT (typ `svc+jwt`, HS256, iss `campusloop-services`,
 * aud `campusloop-internal`, sub = calling service, 60 s) signed with the installation's shared
 * service secret; every `/internal/*` route verifies it. Users' access tokens (EdDSA, typ `at+jwt`)
 * never pass, nor does anything signed with another secret.
 */
export function createServiceAuth({ service, secret, now = () => new Date(), fetch: send = fetch }: ServiceAuthOptions): ServiceAuth {
  if (secret.length < SERVICE_SECRET_MIN_LENGTH) {
    throw new Error(`the service token secret must be at least ${SERVICE_SECRET_MIN_LENGTH} characters`);
  }
  const key = new TextEncoder().encode(secret);
  let cached: { value: string; renewAt: number } | undefined;

  async function authorization(): Promise<string> {
    const seconds = Math.floor(now().getTime() / 1000);
    if (cached && seconds < cached.renewAt) return cached.value;
    const token = await new SignJWT({})
      .setProtectedHeader({ alg: SERVICE_TOKEN_ALGORITHM, typ: SERVICE_TOKEN_TYPE })
      .setIssuer(SERVICE_TOKEN_ISSUER)
      .setAudience(SERVICE_TOKEN_AUDIENCE)
      .setSubject(service)
      .setIssuedAt(seconds)
      .setExpirationTime(seconds + SERVICE_TOKEN_TTL_SECONDS)
      .sign(key);
    cached = { value: `Bearer ${token}`, renewAt: seconds + SERVICE_TOKEN_TTL_SECONDS - RENEW_BEFORE_SECONDS };
    return cached.value;
  }

  async function verify(token: string): Promise<string> {
    try {
      const { payload } = await jwtVerify(token, key, {
        algorithms: [SERVICE_TOKEN_ALGORITHM],
        issuer: SERVICE_TOKEN_ISSUER,
        audience: SERVICE_TOKEN_AUDIENCE,
        typ: SERVICE_TOKEN_TYPE,
        requiredClaims: ['exp', 'iat', 'sub'],
        maxTokenAge: SERVICE_TOKEN_TTL_SECONDS + 5,
        clockTolerance: 5,
        currentDate: now(),
      });
      if (!payload.sub) throw refused();
      return payload.sub;
    } catch (error) {
      if (error instanceof AppError) throw error;
      if (error instanceof errors.JOSEError || error instanceof TypeError) throw refused(error);
      throw error;
    }
  }

  const authedFetch: typeof fetch = async (input, init) => {
    const headers = new Headers(init?.headers);
    headers.set('authorization', await authorization());
    return send(input, { ...init, headers });
  };

  return {
    service,
    authorization,
    fetch: authedFetch,
    verify,
    clientAddressProof: createClientAddressProof({ secret, now }),
    requireServiceToken() {
      return async (req, res, next) => {
        const token = bearer(req.get('authorization'));
        if (!token) throw refused();
        res.locals['callerService'] = await verify(token);
        next();
      };
    },
  };
}
