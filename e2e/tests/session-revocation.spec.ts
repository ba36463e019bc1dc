import { expect, test, type APIRequestContext } from '@playwright/test';
import { EVENT_PATHS, FEED_PATHS, IDENTITY_PATHS, MEDIA_PATHS, fillPath } from '@campusloop/contracts';
import { createVerifiedStudent, signInByApi } from '../support/accounts';
import { E2E_API_URL, E2E_PORT_OFFSET } from '../support/e2e-env';

/** Polls `path` with `token` until it answers 401; returns how long that took (ms) or fails after 10 s. */
async function msUntilRefused(
  request: APIRequestContext,
  path: string,
  token: string,
  since: number,
): Promise<number> {
  for (;;) {
    const response = await request.get(`${E2E_API_URL}${path}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    if (response.status() === 401) {
      expect(await response.json()).toMatchObject({
        status: 401,
        code: 'UNAUTHORIZED',
        message: 'Session expired. Please log in again.',
      });
      return Date.now() - since;
    }
    expect(response.status(), `${path} before the revocation reached it`).toBe(200);
    if (Date.now() - since > 10_000)
      throw new Error(`${path} still accepted the token 10 s after the session ended`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

test.describe('a session that ends takes its access token with it (issue 17, finding 2)', () => {
  test('after logout, the same access token is refused by identity at once and by feed, events and media within seconds', async ({
    request,
  }) => {
    const student = await createVerifiedStudent(request, {
      name: 'Logout Test',
      universityName: 'Indian Institute of Technology Bombay',
      domain: 'iitb.ac.in',
    });
    const events = fillPath(EVENT_PATHS.upcoming, { universityId: student.universityId });
    for (const path of [IDENTITY_PATHS.me, FEED_PATHS.publicPosts, events]) {
      const before = await request.get(`${E2E_API_URL}${path}`, {
        headers: { authorization: `Bearer ${student.accessToken}` },
      });
      expect(before.status(), path).toBe(200);
    }

    const loggedOutAt = Date.now();
    const logout = await request.post(`${E2E_API_URL}${IDENTITY_PATHS.logout}`, {
      headers: { authorization: `Bearer ${student.accessToken}` },
    });
    expect(logout.status()).toBe(204);

    expect(await msUntilRefused(request, IDENTITY_PATHS.me, student.accessToken, loggedOutAt)).toBeLessThan(
      1_000,
    );
    const [feed, campusEvents] = await Promise.all([
      msUntilRefused(request, FEED_PATHS.publicPosts, student.accessToken, loggedOutAt),
      msUntilRefused(request, events, student.accessToken, loggedOutAt),
    ]);
    const presign = await request.post(`${E2E_API_URL}${MEDIA_PATHS.presign}`, {
      headers: { authorization: `Bearer ${student.accessToken}` },
      data: { context: 'POST', contentType: 'image/png', size: 1024 },
    });
    const latency = `feed ${feed} ms, events ${campusEvents} ms after logout`;
    test.info().annotations.push({ type: 'revocation latency', description: latency });
    console.log(`revocation latency: ${latency}`);
    expect(Math.max(feed, campusEvents)).toBeLessThan(5_000);
    expect(presign.status()).toBe(401);
  });

  test('when a spent refresh token is replayed, the session is revoked and its newest access token stops on the feed too', async ({
    request,
  }) => {
    const session = await signInByApi(request);
    const rotated = await request.post(`${E2E_API_URL}${IDENTITY_PATHS.refreshToken}`, {
      headers: { authorization: `Bearer ${session.refreshToken}` },
    });
    expect(rotated.status()).toBe(200);
    const { accessToken } = (await rotated.json()) as { accessToken: string };
    await new Promise((resolve) => setTimeout(resolve, 6_000)); // past the 5 s two-tab grace

    const replay = await request.post(`${E2E_API_URL}${IDENTITY_PATHS.refreshToken}`, {
      headers: { authorization: `Bearer ${session.refreshToken}` },
    });
    const revokedAt = Date.now();

    expect(replay.status()).toBe(401);
    expect(await msUntilRefused(request, FEED_PATHS.publicPosts, accessToken, revokedAt)).toBeLessThan(5_000);
  });
});

test.describe('services trust a service token, not the network (issue 17, finding 8d)', () => {
  test("when anyone on the machine calls a service's /internal route directly, then 401", async ({
    request,
  }) => {
    const media = `http://127.0.0.1:${3102 + E2E_PORT_OFFSET}`;
    const identity = `http://127.0.0.1:${3101 + E2E_PORT_OFFSET}`;

    const attach = await request.post(`${media}/internal/uploads/attach`, {
      data: { userId: 'AnyUser0001', context: 'POST', referenceId: 'AnyPost0001', descriptors: [] },
    });
    const people = await request.get(`${identity}/internal/people?ids=AnyUser0001`);

    for (const refused of [attach, people]) {
      expect(refused.status()).toBe(401);
      expect(await refused.json()).toMatchObject({
        status: 401,
        code: 'UNAUTHORIZED',
        message: 'Service authentication required.',
      });
    }
  });
});
