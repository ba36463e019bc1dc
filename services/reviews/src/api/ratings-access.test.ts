import request from 'supertest';
import { RATING_MESSAGES, ratingSummarySchema } from '@campusloop/contracts';
import { TEST_UNI_A, TEST_UNI_B, TEST_VISITOR } from '@campusloop/testing';
import { myRatingsPath, ratingBody, ratingPath, ratingsPath, useReviewsTestKit } from '../testing/reviews-test-app';

const kit = useReviewsTestKit();

describe('who may read and write ratings (authorization matrix)', () => {
  it('is ready when its database answers', async () => {
    expect((await request(kit.app()).get('/readyz')).status).toBe(200);
  });

  it('reading: a visitor gets 401, an incomplete profile 403 with the spec text, any complete profile (a high-school user too) the page', async () => {
    expect((await kit.call('get', ratingsPath(TEST_UNI_A), TEST_VISITOR)).status).toBe(401);
    const incomplete = await kit.persona('Incomplete', { profileComplete: false, audience: null, universityVerified: false });
    const refused = await kit.call('get', ratingsPath(TEST_UNI_A), incomplete);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(RATING_MESSAGES.profileRequired);

    const highSchool = await kit.persona('Pupil', { audience: 'HIGH_SCHOOL_STUDENT', universityId: null, universityVerified: false });
    const page = await kit.call('get', ratingsPath(TEST_UNI_B), highSchool);
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ content: [], totalElements: 0, last: true });
    expect(ratingSummarySchema.parse(page.body.summary)).toMatchObject({ count: 0, overall: null });
  });

  it('rating: only a verified student of that very university; the others get the spec texts', async () => {
    const body = ratingBody();
    expect((await kit.call('post', ratingsPath(TEST_UNI_A), TEST_VISITOR, body)).status).toBe(401);

    const unverified = await kit.persona('Unverified', { universityVerified: false });
    const notVerified = await kit.call('post', ratingsPath(TEST_UNI_A), unverified, body);
    expect(notVerified.status).toBe(403);
    expect(notVerified.body.message).toBe(RATING_MESSAGES.verifyToRate);

    const pupil = await kit.persona('Pupil', { audience: 'HIGH_SCHOOL_STUDENT', universityId: null, universityVerified: false });
    expect((await kit.call('post', ratingsPath(TEST_UNI_A), pupil, body)).body.message).toBe(RATING_MESSAGES.verifyToRate);

    const other = await kit.persona('Other campus');
    const elsewhere = await kit.call('post', ratingsPath(TEST_UNI_B), other, body);
    expect(elsewhere.status).toBe(403);
    expect(elsewhere.body.message).toBe(RATING_MESSAGES.onlyOwnUniversity);

    const student = await kit.persona('Student');
    const created = await kit.call('post', ratingsPath(TEST_UNI_A), student, body);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ authorId: student.id, isOwner: true, canModify: true, overall: 3.5 });
  });

  it('editing and deleting: only the author (403 for another verified student of the campus), 404 for an unknown id or another university', async () => {
    const author = await kit.persona('Author');
    const { body: rating } = await kit.call('post', ratingsPath(TEST_UNI_A), author, ratingBody());
    const classmate = await kit.persona('Classmate');

    const edit = await kit.call('put', ratingPath(TEST_UNI_A, rating.id), classmate, ratingBody({ hostel: 5 }));
    expect(edit.status).toBe(403);
    expect(edit.body.message).toBe(RATING_MESSAGES.editForbidden);
    const del = await kit.call('delete', ratingPath(TEST_UNI_A, rating.id), classmate);
    expect(del.status).toBe(403);
    expect(del.body.message).toBe(RATING_MESSAGES.deleteForbidden);

    expect((await kit.call('delete', ratingPath(TEST_UNI_A, 'unknownId01'), author)).status).toBe(404);
    const otherUniversity = await kit.persona('Bravo', { universityId: TEST_UNI_B });
    expect((await kit.call('delete', ratingPath(TEST_UNI_B, rating.id), otherUniversity)).status).toBe(404);

    const seen = await kit.call('get', ratingsPath(TEST_UNI_A), classmate);
    expect(seen.body.content.find((item: { id: string }) => item.id === rating.id)).toMatchObject({
      isOwner: false,
      canModify: false,
      hostel: 2,
    });
  });

  it('My Ratings: 401 signed out; each student sees only their own', async () => {
    expect((await kit.call('get', myRatingsPath, TEST_VISITOR)).status).toBe(401);
    const mine = await kit.persona('Mine');
    const { body: rating } = await kit.call('post', ratingsPath(TEST_UNI_A), mine, ratingBody());
    const list = await kit.call('get', myRatingsPath, mine);
    expect(list.body.content.map((item: { id: string }) => item.id)).toEqual([rating.id]);
    expect((await kit.call('get', myRatingsPath, await kit.persona('Someone'))).body.totalElements).toBe(0);
  });
});

describe('bad input: every field gets the spec message or a clear 400', () => {
  it('refuses missing or out-of-range categories with "Please provide ratings for all categories"', async () => {
    const student = await kit.persona('Student');
    for (const body of [
      { ...ratingBody(), hostel: undefined },
      ratingBody({ academics: 0 }),
      ratingBody({ placements: 6 }),
      ratingBody({ campusLife: 2.5 }),
      { ...ratingBody(), hostel: '4' },
    ]) {
      const res = await kit.call('post', ratingsPath(TEST_UNI_A), student, body);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(RATING_MESSAGES.categoriesRequired);
    }
  });

  it('refuses a title over 100, a body over 2000, more than 3 images, ownership or counts sent by the client', async () => {
    const student = await kit.persona('Student');
    const title = await kit.call('post', ratingsPath(TEST_UNI_A), student, ratingBody({ title: 'x'.repeat(101) }));
    expect(title.body.validationErrors).toEqual({ title: RATING_MESSAGES.reviewTitleTooLong });
    const body = await kit.call('post', ratingsPath(TEST_UNI_A), student, ratingBody({ body: 'x'.repeat(2001) }));
    expect(body.body.validationErrors).toEqual({ body: RATING_MESSAGES.reviewBodyTooLong });
    const image = { s3Key: 'rating/abcdefghijk.jpg', originalFilename: 'a.jpg', contentType: 'image/jpeg' as const, fileSize: 10 };
    const images = await kit.call('post', ratingsPath(TEST_UNI_A), student, ratingBody({ media: [image, image, image, image] }));
    expect(images.body.validationErrors).toEqual({ media: 'Maximum 3 image(s) allowed for RATING' });
    for (const extra of [{ authorId: 'someoneElse' }, { universityId: 'uniBravo002' }, { overall: 5 }, { createdAt: '2020-01-01T00:00:00Z' }]) {
      expect((await kit.call('post', ratingsPath(TEST_UNI_A), student, { ...ratingBody(), ...extra })).status).toBe(400);
    }
    expect((await kit.call('get', `${ratingsPath(TEST_UNI_A)}?size=0`, student)).status).toBe(400);
    expect((await kit.call('get', ratingsPath('bad id!'), student)).status).toBe(400);
  });

  it('stores blank review text as no review, trims the rest, and keeps up to 3 images (context RATING)', async () => {
    const student = await kit.persona('Student');
    const blank = await kit.call('post', ratingsPath(TEST_UNI_A), student, ratingBody({ title: '  ', body: null }));
    expect(blank.status).toBe(201);
    expect(blank.body.review).toBeNull();

    const withImages = await kit.persona('Photographer');
    const image = (n: number) => ({ s3Key: `rating/abcdefghij${n}.jpg`, originalFilename: `${n}.jpg`, contentType: 'image/jpeg' as const, fileSize: 10 });
    const created = await kit.call('post', ratingsPath(TEST_UNI_A), withImages, ratingBody({ title: ' Great ', body: '', media: [image(1), image(2)] }));
    expect(created.status).toBe(201);
    expect(created.body.review).toEqual({ title: 'Great', body: '' });
    expect(created.body.media).toHaveLength(2);
    const attach = kit.media().calls.filter((call) => call.path.includes('attach')).at(-1);
    expect(attach?.body).toMatchObject({ context: 'RATING', referenceId: created.body.id });
  });
});
