import { REFERRALS_PATHS, REFERRAL_CODE_MESSAGES, REFERRAL_MESSAGES, apiPath } from '@campusloop/contracts';
import { newId } from '@campusloop/service-kit';
import type { TestPersona } from '@campusloop/testing';
import { useReferralsTestKit } from '../testing/referrals-test-app';

const ATTEMPTS = 5;
const kit = useReferralsTestKit({ applyAttemptsPerHour: ATTEMPTS });
const apply = apiPath(REFERRALS_PATHS.apply);
const eligibility = apiPath(REFERRALS_PATHS.eligibility);
const stats = apiPath(REFERRALS_PATHS.stats);

async function referrerWithCode(): Promise<{ referrer: TestPersona; code: string }> {
  const referrer = await kit.persona('Referrer');
  await kit.personUpdated(referrer, { isVerified: true, version: 1 });
  await kit.ratingEvent('rating.created', { ratingId: newId(), userId: referrer.id });
  const { body } = await kit.call('post', apiPath(REFERRALS_PATHS.myCode), referrer);
  return { referrer, code: body.referralCode as string };
}

const newcomer = (label = 'Newcomer') =>
  kit.persona(label, { audience: null, universityId: null, universityVerified: false, universityName: null });

describe('POST /referrals/apply', () => {
  it('checks the code with the spec’s messages', async () => {
    const user = await newcomer();
    const cases: Array<[unknown, string]> = [
      [{}, REFERRAL_CODE_MESSAGES.required],
      [{ referralCode: '' }, REFERRAL_CODE_MESSAGES.required],
      [{ referralCode: 'ABC' }, REFERRAL_CODE_MESSAGES.length],
      [{ referralCode: 'abcde12345' }, REFERRAL_CODE_MESSAGES.characters],
    ];
    for (const [body, message] of cases) {
      const refused = await kit.call('post', apply, user, body);
      expect(refused.status).toBe(400);
      expect(refused.body.validationErrors).toEqual({ referralCode: message });
    }
    expect((await kit.call('post', apply, user, { referralCode: 'ABCDE12345', referrerId: 'x' })).status).toBe(400);
  });

  it('when a new user applies a friend’s code, identity records it, eligibility shows it and the friend has one pending referral', async () => {
    const { referrer, code } = await referrerWithCode();
    const user = await newcomer();
    const applied = await kit.call('post', apply, user, { referralCode: code });
    expect(applied.status).toBe(200);
    expect(applied.body).toEqual({ message: REFERRAL_MESSAGES.applied, referredByCode: code, hasAppliedReferralCode: true });
    expect(kit.identity().users.get(user.id)?.referredByCode).toBe(code);
    expect((await kit.call('get', eligibility, user)).body).toMatchObject({ canApply: false, referredByCode: code });
    expect((await kit.call('get', stats, referrer)).body).toEqual({
      totalReferrals: 1,
      universityStudents: 0,
      ratedUsers: 0,
      pendingReferrals: 1,
    });

    const { code: other } = await referrerWithCode();
    const again = await kit.call('post', apply, user, { referralCode: other });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(REFERRAL_MESSAGES.alreadyApplied);
  });

  it('answers an unknown code with one message that names nobody, and refuses one’s own code', async () => {
    const { referrer, code } = await referrerWithCode();
    const unknown = await kit.call('post', apply, await newcomer(), { referralCode: 'ZZZZZZZZZ9' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe(REFERRAL_MESSAGES.invalidCode);
    expect(JSON.stringify(unknown.body)).not.toContain(referrer.id);
    const own = await kit.call('post', apply, referrer, { referralCode: code });
    expect(own.status).toBe(400);
    expect(own.body.message).toBe(REFERRAL_MESSAGES.ownCode);
  });

  it('refuses after the university e-mail is verified (identity’s rule) and for another user type', async () => {
    const { code } = await referrerWithCode();
    const verified = await newcomer('Verified');
    kit.identity().users.set(verified.id, { referredByCode: null, universityVerified: true });
    const late = await kit.call('post', apply, verified, { referralCode: code });
    expect(late.status).toBe(409);
    expect(late.body.message).toBe(REFERRAL_MESSAGES.afterVerification);
    const otherType = await kit.persona('Other type', { userType: 'GUEST', universityVerified: false });
    const refused = await kit.call('post', apply, otherType, { referralCode: code });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(REFERRAL_MESSAGES.notVerifiedUserType);
  });

  it('when someone guesses codes, then after the limit they get 429 with Retry-After, even for a right code', async () => {
    const { code } = await referrerWithCode();
    const guesser = await newcomer('Guesser');
    for (let i = 0; i < ATTEMPTS; i += 1) {
      const guess = await kit.call('post', apply, guesser, { referralCode: `GUESS${String(i).padStart(5, '0')}` });
      expect(guess.status).toBe(400);
    }
    const limited = await kit.call('post', apply, guesser, { referralCode: code });
    expect(limited.status).toBe(429);
    expect(limited.body.message).toBe(REFERRAL_MESSAGES.tooManyAttempts);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Someone else is not affected.
    expect((await kit.call('post', apply, await newcomer(), { referralCode: code })).status).toBe(200);
  });
});
