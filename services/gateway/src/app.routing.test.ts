import http from 'node:http';
import { createHash, randomBytes } from 'node:crypto';
import { errorBodySchema } from '@campusloop/contracts';
import { CLIENT_ADDRESS_PROOF_HEADER } from '@campusloop/service-kit';
import { testServiceAuth } from '@campusloop/testing';
import { UPSTREAMS, UPSTREAM_NAMES, type UpstreamName } from './routing/upstreams';
import { startFakeUpstream, type FakeUpstream } from './testing/fake-upstream';
import { startTestGateway, type TestGateway } from './testing/start-test-gateway';

const U = 'u1234567890';
const ID = 'a1234567890';
const C = 'c1234567890';

/** Every call of spec §7, with the service that must receive it. */
const SPEC_CALLS: [method: string, path: string, upstream: UpstreamName][] = [
  ['POST', '/api/v1/auth/request-otp', 'identity'],
  ['POST', '/api/v1/auth/verify-otp', 'identity'],
  ['POST', '/api/v1/auth/refresh-token', 'identity'],
  ['POST', '/api/v1/auth/logout', 'identity'],
  ['GET', '/api/v1/users/me', 'identity'],
  ['PATCH', '/api/v1/users/me', 'identity'],
  ['GET', '/api/v1/universities', 'identity'],
  ['GET', `/api/v1/universities/${U}/details`, 'identity'],
  ['POST', '/api/v1/users/me/university-email/request-otp', 'identity'],
  ['POST', '/api/v1/users/me/university-email/verify-otp', 'identity'],
  ['POST', '/api/v1/contact', 'identity'],
  ['POST', '/api/v1/uploads/presign', 'media'],
  ['PUT', `/api/v1/uploads/${ID}`, 'media'],
  ['GET', `/api/v1/media/post/${ID}.webp`, 'media'],
  ['GET', '/api/v1/notifications?page=0&size=20&unreadOnly=false', 'notifications'],
  ['GET', '/api/v1/notifications/unread-count', 'notifications'],
  ['POST', `/api/v1/notifications/${ID}/read`, 'notifications'],
  ['POST', '/api/v1/notifications/read-all', 'notifications'],
  ['POST', '/api/v1/notifications/bulk-read', 'notifications'],
  ['POST', `/api/v1/notifications/${ID}/dismiss`, 'notifications'],
  ['PUT', '/api/v1/notifications/preferences', 'notifications'],
  ['GET', '/api/v1/referrals/eligibility', 'referrals'],
  ['POST', '/api/v1/referrals/my-code', 'referrals'],
  ['POST', '/api/v1/referrals/apply', 'referrals'],
  ['GET', '/api/v1/referrals/stats', 'referrals'],
  ['GET', '/api/v1/feed/public/posts?page=0&size=20', 'feed'],
  ['POST', `/api/v1/feed/universities/${U}/posts`, 'feed'],
  ['DELETE', `/api/v1/feed/posts/${ID}/like`, 'feed'],
  ['GET', `/api/v1/feed/posts/${ID}/comments/${C}/replies?page=0&size=10`, 'feed'],
  ['GET', `/api/v1/feed/universities/${U}/communities/${C}/posts?page=0&size=20`, 'feed'],
  ['GET', `/api/v1/feed/public/communities/${C}/posts`, 'feed'],
  ['GET', '/api/v1/communities?page=0&size=20', 'communities'],
  ['GET', '/api/v1/users/me/activity/communities?page=0&size=20', 'communities'],
  ['GET', '/api/v1/communities/joined', 'communities'],
  ['DELETE', `/api/v1/communities/${C}/leave`, 'communities'],
  ['GET', `/api/v1/universities/${U}/ratings?page=0&size=20`, 'reviews'],
  ['PUT', `/api/v1/universities/${U}/ratings/${ID}`, 'reviews'],
  ['GET', '/api/v1/users/me/activity/ratings', 'reviews'],
  ['GET', `/api/v1/universities/${U}/events?page=0&size=20`, 'events'],
  ['GET', '/api/v1/users/me/activity/events?page=0&size=20', 'events'],
  ['GET', `/api/v1/universities/${U}/events/past`, 'events'],
  ['GET', '/api/v1/users/me/activity/events/past', 'events'],
  ['POST', `/api/v1/universities/${U}/events/${ID}/rsvp`, 'events'],
  ['POST', `/api/v1/universities/${U}/events/${ID}/comments/${C}/like`, 'events'],
  ['GET', `/api/v1/universities/${U}/market?page=0&size=20`, 'marketplace'],
  ['GET', '/api/v1/users/me/activity/listings', 'marketplace'],
  ['PATCH', `/api/v1/universities/${U}/market/${ID}/sold?sold=true`, 'marketplace'],
  ['DELETE', `/api/v1/universities/${U}/market/${ID}/comments/${C}`, 'marketplace'],
];

describe('gateway routing', () => {
  const upstreams = {} as Record<UpstreamName, FakeUpstream>;
  let gateway: TestGateway;

  beforeAll(async () => {
    for (const name of UPSTREAM_NAMES) upstreams[name] = await startFakeUpstream(name);
    gateway = await startTestGateway(
      Object.fromEntries(UPSTREAM_NAMES.map((name) => [UPSTREAMS[name].urlEnv, upstreams[name].url])),
    );
  });

  afterAll(async () => {
    await gateway.close();
    for (const upstream of Object.values(upstreams)) await upstream.stop();
  });

  it.each(SPEC_CALLS)(
    'when a client calls %s %s, then %s receives it with path and query unchanged',
    async (method, path, upstream) => {
      const response = await fetch(`${gateway.url}${path}`, { method });

      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({ upstream, method, url: path });
    },
  );

  it('when a client sends a request id, then the service receives it and the client gets it back', async () => {
    const response = await fetch(`${gateway.url}/api/v1/feed/public/posts`, {
      headers: { 'x-request-id': 'trace-abc.123' },
    });

    expect(response.headers.get('x-request-id')).toBe('trace-abc.123');
    expect(upstreams.feed.seen.at(-1)?.headers['x-request-id']).toBe('trace-abc.123');
  });

  it('when a client sends no request id, then the gateway makes one, forwards it and echoes it', async () => {
    const response = await fetch(`${gateway.url}/api/v1/referrals/stats`);

    const id = response.headers.get('x-request-id');
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(upstreams.referrals.seen.at(-1)?.headers['x-request-id']).toBe(id);
  });

  it('when a client forges x-forwarded-for, then the service sees the real client address, protocol and host', async () => {
    await fetch(`${gateway.url}/api/v1/contact`, {
      method: 'POST',
      headers: { 'x-forwarded-for': '6.6.6.6' },
    });

    const headers = upstreams.identity.seen.at(-1)?.headers;
    expect(headers?.['x-forwarded-for']).toBe('127.0.0.1');
    expect(headers?.['x-forwarded-proto']).toBe('http');
    expect(headers?.['x-forwarded-host']).toBe(`127.0.0.1:${gateway.port}`);
  });

  it.each(['/api/v1/nothing-here', '/api/v1/universities/u1234567890', '/api/v2/feed/public/posts', '/api'])(
    'when a client calls the unknown API path %s, then 404 in the error shape',
    async (path) => {
      const response = await fetch(`${gateway.url}${path}`);

      expect(response.status).toBe(404);
      const body = errorBodySchema.parse(await response.json());
      expect(body).toMatchObject({ status: 404, code: 'NOT_FOUND' });
    },
  );

  it.each([
    '/internal/jwks',
    '/api/v1/internal/events',
    '/INTERNAL/jwks',
    '/API/V1/Internal/events',
    '/api/v1/INTERNAL',
    '/api/v1/feed/../../internal/jwks',
  ])('when a client tries the internal path %s, then 404 and no service is called', async (path) => {
    const before = Object.values(upstreams).reduce((sum, upstream) => sum + upstream.seen.length, 0);

    const status = await new Promise<number>((resolve, reject) => {
      // node:http keeps `..` segments as sent (fetch would normalise them away).
      http
        .get(`${gateway.url}${path}`, (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        })
        .on('error', reject);
    });

    expect(status).toBe(404);
    expect(Object.values(upstreams).reduce((sum, upstream) => sum + upstream.seen.length, 0)).toBe(before);
  });

  it('when a client streams a large PUT body, then the service receives every byte unchanged', async () => {
    const chunk = randomBytes(64 * 1024);
    const chunks = 80; // 5 MiB, sent in pieces with chunked transfer encoding
    const expected = createHash('sha256');
    for (let index = 0; index < chunks; index += 1) expected.update(chunk);

    const body = await new Promise<string>((resolve, reject) => {
      const req = http.request(
        `${gateway.url}/api/v1/uploads/${ID}`,
        { method: 'PUT', headers: { 'content-type': 'image/png' } },
        (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (data: string) => (text += data));
          res.on('end', () => resolve(text));
        },
      );
      req.on('error', reject);
      let sent = 0;
      const writeMore = (): void => {
        while (sent < chunks) {
          sent += 1;
          if (!req.write(chunk)) {
            req.once('drain', writeMore);
            return;
          }
        }
        req.end();
      };
      writeMore();
    });

    expect(JSON.parse(body)).toMatchObject({
      upstream: 'media',
      method: 'PUT',
      bodyBytes: chunk.length * chunks,
      bodySha256: expected.digest('hex'),
    });
    expect(upstreams.media.seen.at(-1)?.headers['content-type']).toBe('image/png');
  });
});

describe('gateway vouching for the client address', () => {
  it('when a request is forwarded, then the service gets the client address signed with the service secret, and a client-sent copy is dropped', async () => {
    const identity = await startFakeUpstream('identity');
    const gateway = await startTestGateway(
      { IDENTITY_URL: identity.url, TRUST_PROXY: '1' },
      { clientProof: testServiceAuth('gateway').clientAddressProof },
    );
    try {
      const forged = `6.6.6.6 ${Math.floor(Date.now() / 1000) + 30} forged-signature`;
      await fetch(`${gateway.url}/api/v1/users/me`, {
        headers: { 'x-forwarded-for': '198.51.100.7', [CLIENT_ADDRESS_PROOF_HEADER]: forged },
      });

      const proof = identity.seen.at(-1)?.headers[CLIENT_ADDRESS_PROOF_HEADER];
      expect(proof).not.toBe(forged);
      expect(testServiceAuth('identity').clientAddressProof.verify(proof)).toBe('198.51.100.7');
    } finally {
      await gateway.close();
      await identity.stop();
    }
  });
});

describe('gateway behind a trusted proxy', () => {
  it('when one proxy in front is trusted, then the service sees the client that proxy saw, and its protocol and host', async () => {
    const identity = await startFakeUpstream('identity');
    const gateway = await startTestGateway({ IDENTITY_URL: identity.url, TRUST_PROXY: '1' });
    try {
      await fetch(`${gateway.url}/api/v1/users/me`, {
        headers: {
          'x-forwarded-for': '6.6.6.6, 198.51.100.7',
          'x-forwarded-proto': 'https',
          'x-forwarded-host': 'campusloop.example',
        },
      });

      const headers = identity.seen.at(-1)?.headers;
      expect(headers?.['x-forwarded-for']).toBe('198.51.100.7');
      expect(headers?.['x-forwarded-proto']).toBe('https');
      expect(headers?.['x-forwarded-host']).toBe('campusloop.example');
    } finally {
      await gateway.close();
      await identity.stop();
    }
  });
});
