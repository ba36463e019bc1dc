import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Express, Router } from 'express';
import { decodeJwt } from 'jose';
import type { Connection } from 'mongoose';
import request from 'supertest';
import { ACCOUNT_RESTRICTION_EVENT, MODERATION_MESSAGES, errorBodySchema } from '@campusloop/contracts';
import {
  createLogger,
  createOutbox,
  createTokenVerifier,
  createVerticalApp,
  createVerticalParts,
  requireUser,
  type Outbox,
} from '@campusloop/service-kit';
import { serviceAuthorization, testServiceAuth } from '@campusloop/testing';
import { uniqueEmail, useIdentityTestApp } from '../testing/identity-test-app';

const identity = useIdentityTestApp();
const logger = createLogger({ name: 'restriction-test', level: 'silent' });

interface Downstream {
  name: string;
  connection: Connection;
  server: http.Server;
  url: string;
}

/** A vertical built like feed or events (service-kit's parts and app) with one read and one write route. */
async function startDownstream(name: string, identityUrl?: string): Promise<Downstream> {
  const connection = identity.connection().useDb(`${identity.connection().name.slice(0, 36)}_${name}`, { useCache: false });
  const deps = {
    connection,
    logger,
    verifier: createTokenVerifier({ keys: [identity.signingKey().publicJwk] }),
    serviceAuth: testServiceAuth(name),
    readPeople: async () => [],
    ...(identityUrl ? { identityUrl } : {}),
  };
  const app: Express = createVerticalApp(deps, createVerticalParts(deps), {
    name,
    mountApi(api: Router) {
      api.get('/things', (req, res) => {
        res.json({ reader: requireUser(req).id });
      });
      api.post('/things', (req, res) => {
        res.status(201).json({ writer: requireUser(req).id });
      });
    },
  });
  const server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { name, connection, server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

async function stop(downstream: Downstream) {
  downstream.server.closeAllConnections();
  await new Promise((resolve) => downstream.server.close(resolve));
  await downstream.connection.dropDatabase();
}

async function signedInModerator() {
  const email = uniqueEmail('mod');
  const session = await identity.signIn(email);
  await request(identity.app())
    .put('/internal/moderators')
    .set('Authorization', await serviceAuthorization('identity-cli'))
    .send({ email, moderator: true })
    .expect(200);
  identity.clock.advance(31_000);
  const refreshed = await request(identity.app()).post('/api/v1/auth/refresh-token').set('Authorization', `Bearer ${session.refreshToken}`).expect(200);
  return refreshed.body.accessToken as string;
}

/** Polls `check` every 50 ms for up to `ms`; the time it took, or Infinity. */
async function within(ms: number, check: () => Promise<boolean>): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < ms) {
    if (await check()) return Date.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return (await check()) ? Date.now() - started : Number.POSITIVE_INFINITY;
}

describe('a restriction reaches every service within seconds (account.restriction-changed, as session.revoked)', () => {
  let feedLike: Downstream;
  let eventsLike: Downstream;
  let outbox: Outbox;
  let app: Express;

  beforeAll(async () => {
    feedLike = await startDownstream('feedlike');
    eventsLike = await startDownstream('eventslike');
    outbox = createOutbox({
      connection: identity.connection(),
      logger,
      subscribers: { [ACCOUNT_RESTRICTION_EVENT]: [feedLike.url, eventsLike.url].map((url) => `${url}/internal/events/sessions`) },
      fetch: testServiceAuth('identity').fetch,
    });
    app = identity.appWith({ outbox });
    outbox.startDispatcher({ intervalMs: 500 });
  });

  afterAll(async () => {
    await outbox.stopDispatcher();
    await stop(feedLike);
    await stop(eventsLike);
  });

  it("two services refuse the restricted account's writes (403, spec text) but not its reads, and accept them again after the lift", async () => {
    const moderator = await signedInModerator();
    const target = await identity.signIn(uniqueEmail('target'));
    const targetId = decodeJwt(target.accessToken).sub as string;
    const write = (service: Downstream) => request(service.url).post('/api/v1/things').set('Authorization', `Bearer ${target.accessToken}`).send({});
    const read = (service: Downstream) => request(service.url).get('/api/v1/things').set('Authorization', `Bearer ${target.accessToken}`);
    for (const service of [feedLike, eventsLike]) expect((await write(service)).status).toBe(201);

    await request(app)
      .put(`/api/v1/moderation/accounts/${targetId}/restriction`)
      .set('Authorization', `Bearer ${moderator}`)
      .send({ hours: 24 })
      .expect(200);
    for (const service of [feedLike, eventsLike]) {
      const took = await within(5_000, async () => (await write(service)).status === 403);
      expect(took).toBeLessThan(5_000);
      const refused = await write(service);
      expect(errorBodySchema.parse(refused.body)).toMatchObject({ status: 403, code: 'FORBIDDEN', message: MODERATION_MESSAGES.accountRestricted });
      expect((await read(service)).status).toBe(200);
      console.log(`restriction reached ${service.name} after ${took} ms`);
    }

    await request(app).delete(`/api/v1/moderation/accounts/${targetId}/restriction`).set('Authorization', `Bearer ${moderator}`).expect(200);
    for (const service of [feedLike, eventsLike]) {
      expect(await within(5_000, async () => (await write(service)).status === 201)).toBeLessThan(5_000);
    }
  }, 60_000);
});

describe('when the events are lost, a service polling identity learns the restriction anyway', () => {
  let identityServer: http.Server;
  let polling: Downstream;

  beforeAll(async () => {
    identityServer = http.createServer(identity.app());
    await new Promise<void>((resolve) => identityServer.listen(0, '127.0.0.1', resolve));
    polling = await startDownstream('polling', `http://127.0.0.1:${(identityServer.address() as AddressInfo).port}`);
  });

  afterAll(async () => {
    await stop(polling);
    identityServer.closeAllConnections();
    await new Promise((resolve) => identityServer.close(resolve));
  });

  it('refuses the writes within about the 5 s poll interval', async () => {
    const moderator = await signedInModerator();
    const target = await identity.signIn(uniqueEmail('polled'));
    const targetId = decodeJwt(target.accessToken).sub as string;
    const write = () => request(polling.url).post('/api/v1/things').set('Authorization', `Bearer ${target.accessToken}`).send({});
    expect((await write()).status).toBe(201);

    await request(identity.app())
      .put(`/api/v1/moderation/accounts/${targetId}/restriction`)
      .set('Authorization', `Bearer ${moderator}`)
      .send({ hours: 2 })
      .expect(200);

    expect(await within(12_000, async () => (await write()).status === 403)).toBeLessThan(12_000);
  }, 60_000);
});
