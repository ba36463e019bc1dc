import { Router } from 'express';
import request from 'supertest';
import { createServiceApp } from '../app/create-service-app';
import { createLogger } from '../logging/logger';
import {
  CLIENT_ADDRESS_PROOF_HEADER,
  CLIENT_ADDRESS_PROOF_TTL_SECONDS,
  createClientAddressProof,
} from '../service-auth/client-address-proof';
import { TEST_SERVICE_SECRET, testServiceAuth, throughGateway } from '../testing/test-service-auth';

const logger = createLogger({ name: 'client-address-test', level: 'silent' });
const LOOPBACK = /^(?:::ffff:)?127\.0\.0\.1$|^::1$/;

/** A service whose only route answers the address it would rate-limit and log by. */
function serviceApp(withServiceAuth = true) {
  const api = Router();
  api.get('/whoami', (req, res) => {
    res.json({ ip: req.ip });
  });
  return createServiceApp({
    name: 'svc-test',
    logger,
    api,
    ...(withServiceAuth ? { internal: Router(), internalAuth: testServiceAuth('svc-test') } : {}),
  });
}

const whoami = async (headers: Record<string, string>, app = serviceApp()) =>
  ((await request(app).get('/api/v1/whoami').set(headers).expect(200)).body as { ip: string }).ip;

describe("a service's client address", () => {
  it('when a local process sends X-Forwarded-For without the gateway\'s proof, then the service still sees the socket address', async () => {
    expect(await whoami({})).toMatch(LOOPBACK);
    expect(await whoami({ 'x-forwarded-for': '203.0.113.7' })).toMatch(LOOPBACK);
    expect(await whoami({ 'x-forwarded-for': '203.0.113.7, 198.51.100.1', 'x-real-ip': '203.0.113.8' })).toMatch(LOOPBACK);
  });

  it('when the gateway forwards a request with its signed proof, then the service uses the address it vouches for', async () => {
    expect(await whoami(throughGateway('203.0.113.7'))).toBe('203.0.113.7');
    expect(await whoami(throughGateway('2001:db8::42'))).toBe('2001:db8::42');
  });

  it('when the proof is forged, altered, signed with another secret or expired, then the socket address counts', async () => {
    const genuine = throughGateway('203.0.113.7')[CLIENT_ADDRESS_PROOF_HEADER] ?? '';
    const [, expires, signature] = genuine.split(' ');
    const otherSecret = createClientAddressProof({ secret: 'another-installation-secret-0123456789' });
    const old = createClientAddressProof({
      secret: TEST_SERVICE_SECRET,
      now: () => new Date(Date.now() - (CLIENT_ADDRESS_PROOF_TTL_SECONDS + 30) * 1000),
    });
    const farFuture = `203.0.113.9 ${Math.floor(Date.now() / 1000) + 3600} ${signature}`;

    const answers = await Promise.all(
      [
        `198.51.100.66 ${expires} ${signature}`,
        `203.0.113.7 ${Number(expires) + 60} ${signature}`,
        otherSecret.sign('203.0.113.7'),
        old.sign('203.0.113.7'),
        farFuture,
        'garbage',
        `${genuine} extra`,
      ].map((value) => whoami({ 'x-forwarded-for': '203.0.113.7', [CLIENT_ADDRESS_PROOF_HEADER]: value })),
    );

    for (const ip of answers) expect(ip).toMatch(LOOPBACK);
  });

  it('when a service has no service credentials, then no proof is believed', async () => {
    expect(await whoami(throughGateway('203.0.113.7'), serviceApp(false))).toMatch(LOOPBACK);
  });

  it('the gateway reuses a proof per address for half a minute, then signs a fresh one', () => {
    let now = new Date('2026-11-27T00:00:00Z');
    const proof = createClientAddressProof({ secret: TEST_SERVICE_SECRET, now: () => now });

    const first = proof.sign('203.0.113.7');
    now = new Date(now.getTime() + 20_000);
    const reused = proof.sign('203.0.113.7');
    now = new Date(now.getTime() + 15_000);
    const renewed = proof.sign('203.0.113.7');

    expect(reused).toBe(first);
    expect(renewed).not.toBe(first);
    expect(proof.verify(renewed)).toBe('203.0.113.7');
    expect(proof.verify(first)).toBe('203.0.113.7');
  });
});
