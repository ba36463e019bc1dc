import request from 'supertest';
import {
  REFERRAL_REFUSALS,
  internalApplyReferralResponseSchema,
  internalReferralPath,
  userSchema,
} from '@campusloop/contracts';
import { serviceAuthorization } from '@campusloop/testing';
import { universityIdForSlug } from '../seed/university-id';
import { useIdentityTestApp } from '../testing/identity-test-app';
import { signedInStudent } from '../testing/university-student';

// Once on one identity instance, once on two on the one database (requests alternate between them).
describe.each([1, 2])('on %i instance(s) of identity', (instances) => {
  const identity = useIdentityTestApp({ instances });
  const IIT_BOMBAY = universityIdForSlug('iit-bombay');
  let names = 0;
  const freshAddress = () => `ref${Date.now().toString(36)}${(names += 1)}@iitb.ac.in`;

  /** The referrals service recording `code` for `userId` (POST /internal/users/{userId}/referral). */
  async function recordCode(userId: string, referralCode: string) {
    return request(identity.app())
      .post(internalReferralPath(userId))
      .set('authorization', await serviceAuthorization('referrals'))
      .send({ referralCode });
  }

  const meWith = (accessToken: string) =>
    request(identity.app()).get('/api/v1/users/me').set('Authorization', `Bearer ${accessToken}`);

  async function newcomer() {
    const student = await signedInStudent(identity, 'newcomer');
    const me = userSchema.parse((await student.me().expect(200)).body);
    return { ...student, id: me.id };
  }

  describe('identity records an applied referral code for the referrals service', () => {
    it('when a new user applies a code, then /users/me shows it; the same code again is 200, another one 409', async () => {
      const user = await newcomer();
      const first = await recordCode(user.id, 'ABCDE12345');
      expect(first.status).toBe(200);
      expect(internalApplyReferralResponseSchema.parse(first.body)).toEqual({
        referredByCode: 'ABCDE12345',
        hasAppliedReferralCode: true,
      });
      expect((await user.me()).body).toMatchObject({ hasAppliedReferralCode: true, referredByCode: 'ABCDE12345' });

      expect((await recordCode(user.id, 'ABCDE12345')).status).toBe(200);
      const other = await recordCode(user.id, 'ZZZZZ99999');
      expect(other.status).toBe(409);
      expect(other.body.code).toBe(REFERRAL_REFUSALS.alreadyApplied);
      expect((await user.me()).body.referredByCode).toBe('ABCDE12345');
    });

    it('when the university e-mail is already verified, then 409 and nothing is recorded', async () => {
      const user = await newcomer();
      const address = freshAddress();
      await user.requestOtp(address, IIT_BOMBAY).expect(200);
      const verified = await user.verifyOtp(address, IIT_BOMBAY, await identity.inbox().nextCodeFor(address)).expect(200);
      const late = await recordCode(user.id, 'ABCDE12345');
      expect(late.status).toBe(409);
      expect(late.body.code).toBe(REFERRAL_REFUSALS.afterVerification);
      expect((await meWith(verified.body.accessToken)).body).toMatchObject({ universityVerified: true, hasAppliedReferralCode: false, referredByCode: null });
    });

    it('when applying and verifying race, then each answer matches what is stored and neither write is lost', async () => {
      const runs = await Promise.all(
        [1, 2, 3].map(async () => {
          const user = await newcomer();
          const address = freshAddress();
          await user.requestOtp(address, IIT_BOMBAY).expect(200);
          const otp = await identity.inbox().nextCodeFor(address);
          // Applies spread over the verification's whole run, so some land while it writes.
          const applies = [0, 5, 10, 20, 30, 45, 60, 80, 100, 130].map(async (delayMs) => {
            await new Promise((resolve) => setTimeout(resolve, delayMs));
            return recordCode(user.id, 'RACE000001');
          });
          const verified = await user.verifyOtp(address, IIT_BOMBAY, otp);
          const answers = await Promise.all(applies);
          const me = await meWith(verified.body.accessToken);
          return { verified: verified.status, applied: answers.map((answer) => answer.status), me: me.body };
        }),
      );
      for (const run of runs) {
        expect(run.verified).toBe(200);
        expect(run.me.universityVerified).toBe(true);
        expect(run.applied.every((status) => status === 200 || status === 409)).toBe(true);
        // A code counts only if identity said so, and then the verification did not overwrite it.
        if (run.applied.includes(200)) {
          expect(run.me).toMatchObject({ hasAppliedReferralCode: true, referredByCode: 'RACE000001' });
        } else {
          expect(run.me).toMatchObject({ hasAppliedReferralCode: false, referredByCode: null });
        }
      }
    });

    it('refuses a call without a service token (401) and a malformed code (400); PATCH /users/me cannot set the fields', async () => {
      const user = await newcomer();
      expect((await user.patch({ referredByCode: 'ABCDE12345' })).status).toBe(400);
      expect((await user.patch({ hasAppliedReferralCode: true })).status).toBe(400);
      expect((await user.me()).body).toMatchObject({ hasAppliedReferralCode: false, referredByCode: null });
      expect((await request(identity.app()).post(internalReferralPath(user.id)).send({ referralCode: 'ABCDE12345' })).status).toBe(401);
      expect((await recordCode(user.id, 'abc')).status).toBe(400);
    });
  });
});
