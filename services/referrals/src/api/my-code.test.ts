import { REFERRALS_PATHS, REFERRAL_MESSAGES, apiPath } from '@campusloop/contracts';
import { newId } from '@campusloop/service-kit';
import type { TestPersona } from '@campusloop/testing';
import { newReferralCode } from '../domain/new-referral-code';
import { useReferralsTestKit } from '../testing/referrals-test-app';

// Once on one referrals instance, once on two on the one database (requests alternate between them).
describe.each([1, 2])('on %i instance(s) of referrals', (instances) => {
  // A scripted generator after the first two codes: the third user's first code collides with the first user's.
  const scripted = ['AAAAAAAAAA', 'AAAAAAAAAA', 'BBBBBBBBBB'];
  let useScript = false;
  const kit = useReferralsTestKit(
    { newReferralCode: () => (useScript ? scripted.shift() : undefined) ?? newReferralCode() },
    { instances },
  );
  const myCode = apiPath(REFERRALS_PATHS.myCode);

  async function eligibleStudent(label: string): Promise<TestPersona> {
    const student = await kit.persona(label);
    await kit.personUpdated(student, { isVerified: true, version: 1 });
    await kit.ratingEvent('rating.created', { ratingId: newId(), userId: student.id });
    return student;
  }

  describe('POST /referrals/my-code', () => {
    it('refuses a user who has not rated their university with a clear message (403)', async () => {
      const student = await kit.persona('Student');
      await kit.personUpdated(student, { isVerified: true, version: 1 });
      const refused = await kit.call('post', myCode, student);
      expect(refused.status).toBe(403);
      expect(refused.body.message).toBe(REFERRAL_MESSAGES.notEligible);
    });

    it('gives an eligible user one 10-character code; asking again, even at once in parallel, answers the same code', async () => {
      const student = await eligibleStudent('Referrer');
      const answers = await Promise.all([1, 2, 3, 4, 5].map(() => kit.call('post', myCode, student)));
      expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
      const codes = new Set(answers.map((answer) => answer.body.referralCode));
      expect(codes.size).toBe(1);
      expect([...codes][0]).toMatch(/^[A-Z0-9]{10}$/);
      const again = await kit.call('post', myCode, student);
      expect(again.body).toEqual(answers[0]?.body);
    });

    it('when a fresh code collides with another user’s, it tries another one', async () => {
      const first = await eligibleStudent('First');
      const second = await eligibleStudent('Second');
      useScript = true;
      expect((await kit.call('post', myCode, first)).body.referralCode).toBe('AAAAAAAAAA');
      expect((await kit.call('post', myCode, second)).body.referralCode).toBe('BBBBBBBBBB');
      useScript = false;
      expect((await kit.call('post', myCode, first)).body.referralCode).toBe('AAAAAAAAAA');
    });
  });
});
