import { REFERRALS_PATHS, apiPath } from '@campusloop/contracts';
import { newId } from '@campusloop/service-kit';
import type { TestPersona } from '@campusloop/testing';
import { useReferralsTestKit } from '../testing/referrals-test-app';

const kit = useReferralsTestKit();
const eligibility = apiPath(REFERRALS_PATHS.eligibility);
const myCode = apiPath(REFERRALS_PATHS.myCode);
const stats = apiPath(REFERRALS_PATHS.stats);

async function ratedStudent(label: string): Promise<{ student: TestPersona; ratingId: string }> {
  const student = await kit.persona(label);
  await kit.personUpdated(student, { isVerified: true, version: 1 });
  const ratingId = newId();
  await kit.ratingEvent('rating.created', { ratingId, userId: student.id });
  return { student, ratingId };
}

const rated = async (who: TestPersona): Promise<boolean> =>
  (await kit.call('get', eligibility, who)).body.requirements.universityRated as boolean;

describe('a rating a moderator blocked does not count for referrals (issue 28)', () => {
  it('when the only rating is blocked the student is not eligible and gets no code; unblocked, they are and do', async () => {
    const { student, ratingId } = await ratedStudent('Student');
    expect((await kit.ratingEvent('rating.blocked', { ratingId, userId: student.id, moderationVersion: 1 })).status).toBe(204);
    expect((await kit.call('get', eligibility, student)).body).toMatchObject({
      eligible: false,
      hasReferralCode: false,
      requirements: { universityEmailVerified: true, universityRated: false },
    });
    expect((await kit.call('post', myCode, student)).status).toBe(403);

    expect((await kit.ratingEvent('rating.unblocked', { ratingId, userId: student.id, moderationVersion: 2 })).status).toBe(204);
    expect((await kit.call('get', eligibility, student)).body).toMatchObject({ eligible: true });
    expect((await kit.call('post', myCode, student)).status).toBe(200);

    // Blocked again: not rated any more, and (as after a deletion) the code already generated stays.
    await kit.ratingEvent('rating.blocked', { ratingId, userId: student.id, moderationVersion: 3 });
    expect((await kit.call('get', eligibility, student)).body).toMatchObject({
      eligible: false,
      hasReferralCode: true,
      requirements: { universityRated: false },
    });
  });

  it('when a block and its unblock arrive out of order, or twice, the later action decides', async () => {
    const { student, ratingId } = await ratedStudent('Student');
    // Unblocked (version 2) delivered before its block (version 1): the rating counts.
    await kit.ratingEvent('rating.unblocked', { ratingId, userId: student.id, moderationVersion: 2 });
    await kit.ratingEvent('rating.blocked', { ratingId, userId: student.id, moderationVersion: 1 });
    expect(await rated(student)).toBe(true);

    // Blocked again (version 3), delivered twice with one event id and once more with another.
    const eventId = newId();
    const deliveries = [
      await kit.ratingEvent('rating.blocked', { ratingId, userId: student.id, moderationVersion: 3 }, eventId),
      await kit.ratingEvent('rating.blocked', { ratingId, userId: student.id, moderationVersion: 3 }, eventId),
      await kit.ratingEvent('rating.blocked', { ratingId, userId: student.id, moderationVersion: 3 }),
    ];
    expect(deliveries.map((response) => response.status)).toEqual([204, 204, 204]);
    expect(await rated(student)).toBe(false);
    expect(await kit.db.connection().collection('rating_moderation').countDocuments({ ratingId })).toBe(3);

    // A stale redelivery of the first unblock changes nothing.
    await kit.ratingEvent('rating.unblocked', { ratingId, userId: student.id, moderationVersion: 2 });
    expect(await rated(student)).toBe(false);
  });

  it('a blocked rating does not hide another one; an unblock does not bring back a deleted rating', async () => {
    const { student, ratingId } = await ratedStudent('Student');
    const other = newId();
    await kit.ratingEvent('rating.created', { ratingId: other, userId: student.id });
    await kit.ratingEvent('rating.blocked', { ratingId, userId: student.id, moderationVersion: 1 });
    expect(await rated(student)).toBe(true);

    await kit.ratingEvent('rating.deleted', { ratingId: other, userId: student.id });
    await kit.ratingEvent('rating.blocked', { ratingId: other, userId: student.id, moderationVersion: 1 });
    await kit.ratingEvent('rating.unblocked', { ratingId: other, userId: student.id, moderationVersion: 2 });
    expect(await rated(student)).toBe(false);
  });

  it('a referral whose rating is blocked is pending in the referrer’s stats, completed again once unblocked', async () => {
    const { student: referrer } = await ratedStudent('Referrer');
    const { body } = await kit.call('post', myCode, referrer);
    const friend = await kit.persona('Friend', { audience: null, universityId: null, universityVerified: false });
    expect((await kit.call('post', apiPath(REFERRALS_PATHS.apply), friend, { referralCode: body.referralCode })).status).toBe(200);
    await kit.personUpdated(friend, { audience: 'UNIVERSITY_STUDENT', isVerified: true, version: 1 });
    const ratingId = newId();
    await kit.ratingEvent('rating.created', { ratingId, userId: friend.id });
    expect((await kit.call('get', stats, referrer)).body).toMatchObject({ ratedUsers: 1, pendingReferrals: 0 });

    await kit.ratingEvent('rating.blocked', { ratingId, userId: friend.id, moderationVersion: 1 });
    expect((await kit.call('get', stats, referrer)).body).toMatchObject({ ratedUsers: 0, pendingReferrals: 1 });
    await kit.ratingEvent('rating.unblocked', { ratingId, userId: friend.id, moderationVersion: 2 });
    expect((await kit.call('get', stats, referrer)).body).toMatchObject({ ratedUsers: 1, pendingReferrals: 0 });
  });
});
