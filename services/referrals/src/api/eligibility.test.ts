import request from 'supertest';
import { REFERRALS_PATHS, apiPath } from '@campusloop/contracts';
import { newId } from '@campusloop/service-kit';
import { TEST_VISITOR } from '@campusloop/testing';
import { useReferralsTestKit } from '../testing/referrals-test-app';

const kit = useReferralsTestKit();
const eligibility = apiPath(REFERRALS_PATHS.eligibility);
const myCode = apiPath(REFERRALS_PATHS.myCode);

describe('referral eligibility from identity’s and reviews’ events', () => {
  it('is ready when its database answers, and refuses a visitor with 401', async () => {
    expect((await request(kit.app()).get('/readyz')).status).toBe(200);
    expect((await kit.call('get', eligibility, TEST_VISITOR)).status).toBe(401);
  });

  it('when a new user verifies, then rates, then deletes the rating, the requirements follow each event; the code stays', async () => {
    const student = await kit.persona('Student', { universityVerified: false });
    const before = await kit.call('get', eligibility, student);
    expect(before.status).toBe(200);
    expect(before.body).toEqual({
      eligible: false,
      hasReferralCode: false,
      requirements: { accountCreated: true, universityEmailVerified: false, universityRated: false },
      canApply: true,
      referredByCode: null,
    });

    expect((await kit.personUpdated(student, { isVerified: true, version: 1 })).status).toBe(204);
    const verified = await kit.call('get', eligibility, student);
    expect(verified.body).toMatchObject({
      eligible: false,
      canApply: false,
      requirements: { universityEmailVerified: true, universityRated: false },
    });

    const ratingId = newId();
    expect((await kit.ratingEvent('rating.created', { ratingId, userId: student.id })).status).toBe(204);
    const rated = await kit.call('get', eligibility, student);
    expect(rated.body).toMatchObject({ eligible: true, hasReferralCode: false });
    expect((await kit.call('post', myCode, student)).status).toBe(200);

    await kit.ratingEvent('rating.deleted', { ratingId, userId: student.id });
    const deleted = await kit.call('get', eligibility, student);
    expect(deleted.body).toMatchObject({
      eligible: false,
      hasReferralCode: true,
      requirements: { universityEmailVerified: true, universityRated: false },
    });
  });

  it('when the deletion arrives before the creation, or events come twice, the rating ends deleted and counted once', async () => {
    const student = await kit.persona('Student');
    await kit.personUpdated(student, { isVerified: true, version: 1 });
    const gone = newId();
    await kit.ratingEvent('rating.deleted', { ratingId: gone, userId: student.id });
    await kit.ratingEvent('rating.created', { ratingId: gone, userId: student.id });
    expect((await kit.call('get', eligibility, student)).body.requirements.universityRated).toBe(false);

    const kept = newId();
    const eventId = newId();
    const twice = [
      await kit.ratingEvent('rating.created', { ratingId: kept, userId: student.id }, eventId),
      await kit.ratingEvent('rating.created', { ratingId: kept, userId: student.id }, eventId),
      await kit.ratingEvent('rating.created', { ratingId: kept, userId: student.id }),
    ];
    expect(twice.map((response) => response.status)).toEqual([204, 204, 204]);
    expect((await kit.call('get', eligibility, student)).body.eligible).toBe(true);

    // One more rating, then the first one deleted: still rated (not the last one).
    const second = newId();
    await kit.ratingEvent('rating.created', { ratingId: second, userId: student.id });
    await kit.ratingEvent('rating.deleted', { ratingId: kept, userId: student.id, remainingRatings: 1 });
    expect((await kit.call('get', eligibility, student)).body.eligible).toBe(true);
  });

  it('when an older user.updated arrives after a newer one, verification keeps the newer fact', async () => {
    const student = await kit.persona('Student', { universityVerified: false });
    await kit.personUpdated(student, { isVerified: true, version: 2 });
    await kit.personUpdated(student, { isVerified: false, version: 1 });
    expect((await kit.call('get', eligibility, student)).body.requirements.universityEmailVerified).toBe(true);
  });

  it('refuses a rating event against its contract (400) and one without a service token (401)', async () => {
    const bad = await kit.ratingEvent('rating.created', { ratingId: 'not an id!', userId: 'u1' });
    expect(bad.status).toBe(400);
    const unsigned = await request(kit.app())
      .post('/internal/events')
      .send({ id: newId(), type: 'rating.created', payload: {}, occurredAt: new Date().toISOString() });
    expect(unsigned.status).toBe(401);
    const student = await kit.persona('Student');
    expect((await kit.call('get', eligibility, student)).body.requirements.universityRated).toBe(false);
  });
});
