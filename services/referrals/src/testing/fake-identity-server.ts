import express from 'express';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { INTERNAL_REFERRAL_PATH, REFERRAL_REFUSALS } from '@campusloop/contracts';

/** What the fake knows of a user: what identity's rule reads. */
export interface FakeIdentityUser {
  referredByCode: string | null;
  universityVerified: boolean;
}

export interface FakeIdentityServer {
  url: string;
  users: Map<string, FakeIdentityUser>;
  close(): Promise<void>;
}

/**
 * Identity's network edge for referrals tests: `POST /internal/users/{userId}/referral` answering as
 * identity does (200 recorded or the same code again; 409 with a refusal code). The real route and
 * its race with verification are tested in identity.
 */
export async function startFakeIdentityServer(): Promise<FakeIdentityServer> {
  const users = new Map<string, FakeIdentityUser>();
  const app = express();
  app.use(express.json());
  // What every vertical asks identity too: nobody beyond the projection, no revoked sessions.
  app.get('/internal/people', (_req, res) => res.json({ people: [] }));
  app.get('/internal/sessions/revoked', (_req, res) => res.json({ sessions: [] }));
  app.post(INTERNAL_REFERRAL_PATH.replace('{userId}', ':userId'), (req, res) => {
    const userId = req.params['userId'] as string;
    const { referralCode } = req.body as { referralCode: string };
    const user = users.get(userId) ?? { referredByCode: null, universityVerified: false };
    users.set(userId, user);
    const refuse = (code: string) => res.status(409).json({ status: 409, code, message: code });
    if (user.referredByCode && user.referredByCode !== referralCode) return refuse(REFERRAL_REFUSALS.alreadyApplied);
    if (!user.referredByCode && user.universityVerified) return refuse(REFERRAL_REFUSALS.afterVerification);
    user.referredByCode = referralCode;
    return res.json({ referredByCode: referralCode, hasAppliedReferralCode: true });
  });
  const server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    users,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
