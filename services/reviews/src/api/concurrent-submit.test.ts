import { RATING_MESSAGES } from '@campusloop/contracts';
import { TEST_UNI_A } from '@campusloop/testing';
import { myRatingsPath, ratingBody, ratingsPath, useReviewsTestKit } from '../testing/reviews-test-app';

// Once on one reviews instance, once on two on the one database (requests alternate between them, so
// the three submits land on both): the one-rating-per-period claim is a unique insert.
describe.each([1, 2])('two submits at the same moment on %i instance(s)', (instances) => {
  const kit = useReviewsTestKit({}, { instances });

  it('end with exactly one rating (one 201, the other 409 with the spec text) and the aggregate counts one', async () => {
    const student = await kit.persona('Double clicker');
    const before = (await kit.call('get', ratingsPath(TEST_UNI_A), student)).body.summary.count as number;

    const answers = await Promise.all(
      [1, 2, 3].map((n) => kit.call('post', ratingsPath(TEST_UNI_A), student, ratingBody({ hostel: n }))),
    );
    expect(answers.map((res) => res.status).sort()).toEqual([201, 409, 409]);
    for (const refused of answers.filter((res) => res.status === 409)) {
      expect(refused.body.message).toBe(RATING_MESSAGES.alreadyRated);
    }

    expect((await kit.call('get', myRatingsPath, student)).body.totalElements).toBe(1);
    const after = await kit.call('get', ratingsPath(TEST_UNI_A), student);
    expect(after.body.summary.count).toBe(before + 1);
    const created = (await kit.outboxEvents()).filter(
      (event) => event.type === 'rating.created' && event.payload['userId'] === student.id,
    );
    expect(created).toHaveLength(1);
  });
});
