import request from 'supertest';
import { RATING_MESSAGES } from '@campusloop/contracts';
import { createLogger } from '@campusloop/service-kit';
import { TEST_UNI_A, testServiceAuth } from '@campusloop/testing';
import { createReviewsApp } from '../app';
import { myRatingsPath, ratingBody, ratingsPath, useReviewsTestKit } from '../testing/reviews-test-app';

const kit = useReviewsTestKit();

describe('two submits at the same moment', () => {
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

  it('a second app instance on the same database refuses the duplicate too (the claim is a unique insert, not a lock)', async () => {
    const student = await kit.persona('Two tabs');
    const second = createReviewsApp({
      connection: kit.db.connection(),
      logger: createLogger({ name: 'reviews-second', level: 'silent' }),
      verifier: kit.verifier,
      serviceAuth: testServiceAuth('reviews-second'),
      now: kit.clock.now,
    });
    const [one, two] = await Promise.all([
      kit.call('post', ratingsPath(TEST_UNI_A), student, ratingBody()),
      request(second.app)
        .post(ratingsPath(TEST_UNI_A))
        .set('Authorization', student.authorization ?? '')
        .send(ratingBody()),
    ]);
    expect([one.status, two.status].sort()).toEqual([201, 409]);
    expect((await kit.call('get', myRatingsPath, student)).body.totalElements).toBe(1);
  });
});
