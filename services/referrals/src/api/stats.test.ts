import { REFERRALS_PATHS, apiPath } from '@campusloop/contracts';
import { newId } from '@campusloop/service-kit';
import { useReferralsTestKit } from '../testing/referrals-test-app';

const kit = useReferralsTestKit();
const stats = apiPath(REFERRALS_PATHS.stats);

describe('GET /referrals/stats', () => {
  it('is all zero for a user nobody was referred by', async () => {
    const lonely = await kit.persona('Lonely');
    expect((await kit.call('get', stats, lonely)).body).toEqual({
      totalReferrals: 0,
      universityStudents: 0,
      ratedUsers: 0,
      pendingReferrals: 0,
    });
  });

  it('when one referred user verifies and rates, then that referral is completed and the other pending; a deleted rating makes it pending again', async () => {
    const referrer = await kit.persona('Referrer');
    await kit.personUpdated(referrer, { isVerified: true, version: 1 });
    await kit.ratingEvent('rating.created', { ratingId: newId(), userId: referrer.id });
    const { body } = await kit.call('post', apiPath(REFERRALS_PATHS.myCode), referrer);
    const newcomer = (label: string) => kit.persona(label, { audience: null, universityId: null, universityVerified: false });
    const student = await newcomer('Student');
    const pupil = await newcomer('Pupil');
    for (const user of [student, pupil]) {
      expect((await kit.call('post', apiPath(REFERRALS_PATHS.apply), user, { referralCode: body.referralCode })).status).toBe(200);
    }
    await kit.personUpdated(pupil, { audience: 'HIGH_SCHOOL_STUDENT', version: 1 });
    await kit.personUpdated(student, { audience: 'UNIVERSITY_STUDENT', isVerified: true, version: 1 });
    const ratingId = newId();
    await kit.ratingEvent('rating.created', { ratingId, userId: student.id });

    expect((await kit.call('get', stats, referrer)).body).toEqual({
      totalReferrals: 2,
      universityStudents: 1,
      ratedUsers: 1,
      pendingReferrals: 1,
    });

    await kit.ratingEvent('rating.deleted', { ratingId, userId: student.id });
    expect((await kit.call('get', stats, referrer)).body).toMatchObject({ ratedUsers: 0, pendingReferrals: 2 });
  });
});
