import { MODERATION_MESSAGES, REVIEWS_PATHS, apiPath, type ReportedItem } from '@campusloop/contracts';
import { newId } from '@campusloop/service-kit';
import { expectModeratorsOnly, TEST_VISITOR, type TestPersona } from '@campusloop/testing';
import { recomputeUniversityStats } from '../domain/recompute-university-stats';
import { summaryOf } from '../domain/rating-aggregate';
import { myRatingsPath, ratingBody, ratingPath, ratingsPath, useReviewsTestKit } from '../testing/reviews-test-app';

const kit = useReviewsTestKit();

const paths = {
  report: (universityId: string, ratingId: string) => apiPath(REVIEWS_PATHS.report, { universityId, ratingId }),
  queue: `${apiPath(REVIEWS_PATHS.queue)}?size=100`,
  block: (id: string) => apiPath(REVIEWS_PATHS.block, { itemId: id }),
  unblock: (id: string) => apiPath(REVIEWS_PATHS.unblock, { itemId: id }),
  dismiss: (id: string) => apiPath(REVIEWS_PATHS.dismiss, { itemId: id }),
  audit: `${apiPath(REVIEWS_PATHS.audit)}?size=100`,
};
let universities = 0;
/** Each test rates a university of its own, so aggregates are its alone. */
const aUniversity = () => `uniModr${String((universities += 1)).padStart(4, '0')}`;
const moderator = () => kit.persona('Moderator', { roles: ['moderator'] });

async function rate(as: TestPersona, universityId: string, scores = {}): Promise<string> {
  const res = await kit.call('post', ratingsPath(universityId), as, ratingBody({ title: 'Honest take', body: 'Labs are great.', ...scores }));
  expect(res.status).toBe(201);
  return res.body.id as string;
}

describe('reports of ratings (issue 28)', () => {
  it('a rating is reported once (409 after, already reported); unknown, another university’s path, bad reasons, long notes: 404/400, nothing stored', async () => {
    const uni = aUniversity();
    const author = await kit.persona('Author', { universityId: uni });
    const reporter = await kit.persona('Reporter');
    const id = await rate(author, uni);

    const first = await kit.call('post', paths.report(uni, id), reporter, { reason: 'misinformation', note: 'Made up numbers.' });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ message: MODERATION_MESSAGES.reportReceived });
    const again = await kit.call('post', paths.report(uni, id), reporter, { reason: 'spam' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(MODERATION_MESSAGES.alreadyReported);

    const other = await kit.persona('Other');
    expect((await kit.call('post', paths.report(uni, newId()), other, { reason: 'spam' })).status).toBe(404);
    expect((await kit.call('post', paths.report(aUniversity(), id), other, { reason: 'spam' })).status).toBe(404);
    expect((await kit.call('post', paths.report(uni, id), other, { reason: 'boring' })).status).toBe(400);
    expect((await kit.call('post', paths.report(uni, id), other, { reason: 'other', note: 'x'.repeat(501) })).status).toBe(400);
    expect((await kit.call('post', paths.report(uni, id), TEST_VISITOR, { reason: 'spam' })).status).toBe(401);
    expect(await kit.db.connection().collection('moderation_open_reports').countDocuments({ reporterId: other.id })).toBe(0);
  });

  it('non-moderators get 403 on the queue, the actions and the audit log; the queue names the author, never a reporter', async () => {
    const uni = aUniversity();
    const author = await kit.persona('Author', { universityId: uni });
    const reporter = await kit.persona('Reporter');
    const id = await rate(author, uni);
    await kit.call('post', paths.report(uni, id), reporter, { reason: 'hate' });

    await expectModeratorsOnly(kit, REVIEWS_PATHS, id, [author, reporter]);
    const queue = await kit.call('get', paths.queue, await moderator());
    expect((queue.body.content as ReportedItem[]).find((item) => item.itemId === id)).toMatchObject({
      itemType: 'rating',
      count: 1,
      content: { title: 'Honest take', authorId: author.id, blocked: false },
    });
    expect(JSON.stringify(queue.body)).not.toContain(reporter.id);
  });

  it("a blocked rating leaves the university's list, average and counts; its author still sees it marked; audited; unblock restores it", async () => {
    const uni = aUniversity();
    const [fair, harsh] = [await kit.persona('Fair', { universityId: uni }), await kit.persona('Harsh', { universityId: uni })];
    const reporter = await kit.persona('Reporter');
    await rate(fair, uni, { academics: 4, placements: 4, campusLife: 4, hostel: 4 });
    const id = await rate(harsh, uni, { academics: 1, placements: 1, campusLife: 1, hostel: 1 });
    await kit.call('post', paths.report(uni, id), reporter, { reason: 'harassment' });
    const mod = await moderator();

    expect((await kit.call('post', paths.block(id), mod, { reason: 'Abusive review' })).body).toEqual({
      itemType: 'rating',
      itemId: id,
      blocked: true,
      reportsClosed: 1,
    });
    const list = await kit.call('get', ratingsPath(uni), reporter);
    expect(list.body.content.map((rating: { id: string }) => rating.id)).not.toContain(id);
    expect(list.body.totalElements).toBe(1);
    expect(list.body.summary).toMatchObject({ count: 1, overall: 4, distribution: { '1': 0, '4': 1 } });
    // The kept sums equal a recomputation that leaves the blocked rating out.
    expect(summaryOf(uni, await recomputeUniversityStats(kit.built(), uni))).toEqual(list.body.summary);
    expect((await kit.call('post', paths.report(uni, id), await kit.persona('Late'), { reason: 'spam' })).status).toBe(404);
    expect((await kit.call('put', ratingPath(uni, id), fair, ratingBody())).status).toBe(404);

    // Its author sees it, marked, and an edit of it stays out of the aggregate.
    const mine = await kit.call('get', myRatingsPath, harsh);
    expect(mine.body.content).toContainEqual(expect.objectContaining({ id, blocked: true }));
    expect(JSON.stringify(mine.body)).not.toContain(reporter.id);
    expect((await kit.call('put', ratingPath(uni, id), harsh, ratingBody({ academics: 2, placements: 2, campusLife: 2, hostel: 2 }))).status).toBe(200);
    expect((await kit.call('get', ratingsPath(uni), reporter)).body.summary).toMatchObject({ count: 1, overall: 4 });

    await kit.call('post', paths.unblock(id), mod, {});
    const back = await kit.call('get', ratingsPath(uni), reporter);
    expect(back.body.totalElements).toBe(2);
    expect(back.body.summary).toMatchObject({ count: 2, overall: 3 });
    expect(back.body.content.find((rating: { id: string }) => rating.id === id).blocked).toBeUndefined();

    const audit = (await kit.call('get', paths.audit, mod)).body.content as Array<Record<string, unknown>>;
    expect(audit.filter((entry) => entry['itemId'] === id)).toEqual([
      expect.objectContaining({ action: 'unblock', moderatorId: mod.id, itemType: 'rating' }),
      expect.objectContaining({ action: 'block', moderatorId: mod.id, reason: 'Abusive review', reportsClosed: 1 }),
    ]);
  });

  it('block and unblock tell referrals (rating.blocked / rating.unblocked, each with the next moderation version); a repeated block or a dismiss tells nothing', async () => {
    const uni = aUniversity();
    const author = await kit.persona('Author', { universityId: uni });
    const id = await rate(author, uni);
    const mod = await moderator();
    const told = async () =>
      (await kit.outboxEvents())
        .filter((event) => event.type.startsWith('rating.') && event.payload['ratingId'] === id)
        .map((event): Record<string, unknown> => ({ type: event.type, ...event.payload }))
        // Stored in one millisecond they may list in any order: the version orders them.
        .sort((a, b) => Number(a['moderationVersion'] ?? 0) - Number(b['moderationVersion'] ?? 0));

    await kit.call('post', paths.block(id), mod, { reason: 'Spam' });
    await kit.call('post', paths.block(id), mod, { reason: 'Spam again' });
    await kit.call('post', paths.unblock(id), mod, {});
    await kit.call('post', paths.report(uni, id), await kit.persona('Reporter'), { reason: 'other' });
    await kit.call('post', paths.dismiss(id), mod, {});
    const facts = { ratingId: id, userId: author.id, universityId: uni, moderatedAt: expect.any(String) };
    expect(await told()).toEqual([
      expect.objectContaining({ type: 'rating.created' }),
      { type: 'rating.blocked', ...facts, moderationVersion: 1 },
      { type: 'rating.unblocked', ...facts, moderationVersion: 2 },
    ]);
  });

  it('deleting a blocked rating leaves the aggregate as it is; dismiss leaves a rating counted', async () => {
    const uni = aUniversity();
    const author = await kit.persona('Author', { universityId: uni });
    const other = await kit.persona('Other', { universityId: uni });
    const reporter = await kit.persona('Reporter');
    const blocked = await rate(author, uni);
    const kept = await rate(other, uni);
    const mod = await moderator();
    await kit.call('post', paths.block(blocked), mod, {});
    await kit.call('post', paths.report(uni, kept), reporter, { reason: 'other' });
    expect((await kit.call('post', paths.dismiss(kept), mod, {})).body).toMatchObject({ blocked: false, reportsClosed: 1 });

    expect((await kit.call('delete', ratingPath(uni, blocked), author)).status).toBe(204);
    const summary = (await kit.call('get', ratingsPath(uni), reporter)).body.summary;
    expect(summary.count).toBe(1);
    expect(summaryOf(uni, await recomputeUniversityStats(kit.built(), uni))).toEqual(summary);
    expect((await kit.call('post', paths.block(newId()), mod, {})).status).toBe(404);
  });
});
