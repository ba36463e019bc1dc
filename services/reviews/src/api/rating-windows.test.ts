import { RATING_MESSAGES, ratingWindowEnd } from '@campusloop/contracts';
import { TEST_UNI_A } from '@campusloop/testing';
import { ratingBody, ratingPath, ratingsPath, useReviewsTestKit } from '../testing/reviews-test-app';

const kit = useReviewsTestKit();
const DAY = 24 * 60 * 60 * 1000;

/** A student's rating created "now" on the test clock; answers its id and when its window closes. */
async function rateNow(label: string) {
  const student = await kit.persona(label);
  const created = await kit.call('post', ratingsPath(TEST_UNI_A), student, ratingBody());
  expect(created.status).toBe(201);
  return { student, id: created.body.id as string, closes: ratingWindowEnd(new Date(created.body.createdAt)) };
}

describe('the 6-month rules (controllable clock, one day either side of the boundary)', () => {
  beforeEach(() => kit.clock.set(new Date()));

  it('one rating per university per 6 months: refused the day before the window closes, accepted the day after', async () => {
    const { student, closes } = await rateNow('Rater');

    kit.clock.set(new Date(closes.getTime() - DAY));
    const again = await kit.call('post', ratingsPath(TEST_UNI_A), student, ratingBody({ hostel: 5 }));
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(RATING_MESSAGES.alreadyRated);

    kit.clock.set(new Date(closes.getTime() + DAY));
    const later = await kit.call('post', ratingsPath(TEST_UNI_A), student, ratingBody({ hostel: 5 }));
    expect(later.status).toBe(201);
    // And the new one starts its own period.
    const third = await kit.call('post', ratingsPath(TEST_UNI_A), student, ratingBody());
    expect(third.body.message).toBe(RATING_MESSAGES.alreadyRated);
  });

  it('edit: allowed the day before the window closes, refused with the spec text the day after', async () => {
    const { student, id, closes } = await rateNow('Editor');
    kit.clock.set(new Date(closes.getTime() - DAY));
    const inside = await kit.call('put', ratingPath(TEST_UNI_A, id), student, ratingBody({ academics: 1 }));
    expect(inside.status).toBe(200);
    expect(inside.body).toMatchObject({ academics: 1, canModify: true });

    kit.clock.set(new Date(closes.getTime() + DAY));
    const outside = await kit.call('put', ratingPath(TEST_UNI_A, id), student, ratingBody({ academics: 5 }));
    expect(outside.status).toBe(403);
    expect(outside.body.message).toBe(RATING_MESSAGES.editWindowClosed);
    const listed = await kit.call('get', ratingsPath(TEST_UNI_A), student);
    expect(listed.body.content.find((r: { id: string }) => r.id === id)).toMatchObject({ academics: 1, canModify: false });
  });

  it('delete: refused with the spec text the day after the window closes, allowed the day before', async () => {
    const late = await rateNow('Late deleter');
    kit.clock.set(new Date(late.closes.getTime() + DAY));
    const refused = await kit.call('delete', ratingPath(TEST_UNI_A, late.id), late.student);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(RATING_MESSAGES.deleteWindowClosed);

    kit.clock.set(new Date());
    const early = await rateNow('Early deleter');
    kit.clock.set(new Date(early.closes.getTime() - DAY));
    expect((await kit.call('delete', ratingPath(TEST_UNI_A, early.id), early.student)).status).toBe(204);
  });

  it('after deleting their rating a student may rate again (the deleted one no longer counts)', async () => {
    const { student, id } = await rateNow('Second thoughts');
    expect((await kit.call('delete', ratingPath(TEST_UNI_A, id), student)).status).toBe(204);
    expect((await kit.call('post', ratingsPath(TEST_UNI_A), student, ratingBody())).status).toBe(201);
  });

  it('the window is 6 calendar months: 31 August closes on the last day of February', () => {
    expect(ratingWindowEnd(new Date('2026-08-31T10:00:00Z')).toISOString()).toBe('2027-02-28T10:00:00.000Z');
    expect(ratingWindowEnd(new Date('2026-01-15T00:00:00Z')).toISOString()).toBe('2026-07-15T00:00:00.000Z');
  });
});
