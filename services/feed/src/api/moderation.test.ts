import http from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  ANONYMOUS_AUTHOR_NAME,
  FEED_PATHS,
  INTERNAL_SEALED_RESTRICTION_PATH,
  MODERATION_MESSAGES,
  POST_MESSAGES,
  apiPath,
  type InternalSealedRestrictionRequest,
  type ReportedItem,
} from '@campusloop/contracts';
import { createIdentitySealedRestrictionClient, newId } from '@campusloop/service-kit';
import { testServiceAuth } from '@campusloop/testing';
import { UNI_A, UNI_B, VISITOR, feedPaths, useFeedTestKit, type Persona } from '../testing/feed-test-kit';

/** Identity's network edge: records the sealed restrictions the feed asks for and answers like identity. */
const identityCalls: Array<{ authorization: string | undefined; body: InternalSealedRestrictionRequest }> = [];
let identity: http.Server | undefined;
let identityUrl = '';
beforeAll(async () => {
  identity = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      if (req.method !== 'PUT' || req.url !== INTERNAL_SEALED_RESTRICTION_PATH) {
        res.writeHead(404).end();
        return;
      }
      const body = JSON.parse(raw) as InternalSealedRestrictionRequest;
      identityCalls.push({ authorization: req.headers.authorization, body });
      const restrictedUntil = body.hours === null ? null : new Date(Date.now() + body.hours * 3600_000).toISOString();
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ restrictedUntil }));
    });
  });
  await new Promise<void>((resolve) => identity?.listen(0, '127.0.0.1', resolve));
  identityUrl = `http://127.0.0.1:${(identity.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => identity?.close(resolve));
});

const kit = useFeedTestKit({
  // The real client against identity's stand-in (created per call: the stand-in's port is known in beforeAll).
  restrictSealedAuthor: (request) =>
    createIdentitySealedRestrictionClient({ baseUrl: identityUrl, fetch: testServiceAuth('feed').fetch })(request),
});

const paths = {
  report: (postId: string) => apiPath(FEED_PATHS.report, { postId }),
  queue: (query = '?size=100') => `${apiPath(FEED_PATHS.queue)}${query}`,
  block: (id: string) => apiPath(FEED_PATHS.block, { itemId: id }),
  unblock: (id: string) => apiPath(FEED_PATHS.unblock, { itemId: id }),
  dismiss: (id: string) => apiPath(FEED_PATHS.dismiss, { itemId: id }),
  audit: (query = '?size=100') => `${apiPath(FEED_PATHS.audit)}${query}`,
  authorRestriction: (id: string) => apiPath(FEED_PATHS.authorRestriction, { itemId: id }),
};

const moderator = (label = 'Moderator') => kit.persona(label, { roles: ['moderator'] });
const report = (as: Persona, postId: string, body: unknown = { reason: 'harassment' }) => kit.call('post', paths.report(postId), as, body);
const block = async (mod: Persona, postId: string) => expect((await kit.call('post', paths.block(postId), mod, { reason: 'threats' })).status).toBe(200);
const idsOf = (body: { content: Array<{ id: string }> }) => body.content.map((post) => post.id);
const openReports = (itemId: string) => kit.db.connection().collection('moderation_open_reports').countDocuments({ itemId });

describe('reporting a post', () => {
  it('a signed-in user reports a public post once (201); a second open report is 409; signed out 401', async () => {
    const author = await kit.student(UNI_A);
    const reporter = await kit.student(UNI_B);
    const post = await kit.createPost(author, feedPaths.public, { isAnonymous: true });

    const first = await report(reporter, post.id, { reason: 'harassment', note: 'Names a classmate.' });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ message: MODERATION_MESSAGES.reportReceived, reason: 'harassment' });
    const again = await report(reporter, post.id, { reason: 'spam' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(MODERATION_MESSAGES.alreadyReported);
    expect((await report(VISITOR, post.id)).status).toBe(401);
    expect(await openReports(post.id)).toBe(1);
  });

  it('a post the reporter cannot see (another campus, blocked, unknown) is the same 404; bad input is 400; nothing is stored', async () => {
    const author = await kit.student(UNI_A);
    const campusPost = await kit.createPost(author, feedPaths.campus(UNI_A), { isAnonymous: true });
    const blockedPost = await kit.createPost(author, feedPaths.public);
    await block(await moderator(), blockedPost.id);
    const stranger = await kit.student(UNI_B);
    const reporter = await kit.student(UNI_A);

    const answers = await Promise.all([report(stranger, campusPost.id), report(reporter, blockedPost.id), report(reporter, newId())]);
    expect(answers.map((res) => res.status)).toEqual([404, 404, 404]);
    expect(new Set(answers.map((res) => res.body.message))).toEqual(new Set([POST_MESSAGES.notFound]));

    const badReason = await report(reporter, campusPost.id, { reason: 'boring' });
    const longNote = await report(reporter, campusPost.id, { reason: 'other', note: 'x'.repeat(501) });
    expect([badReason.status, longNote.status]).toEqual([400, 400]);
    expect(longNote.body.validationErrors).toEqual({ note: MODERATION_MESSAGES.noteTooLong });
    expect(await openReports(campusPost.id)).toBe(0);
    expect(await openReports(blockedPost.id)).toBe(0);
  });
});

describe("the moderators' desk for posts", () => {
  it('non-moderators get 403 on the queue, every action and the audit log (401 signed out); nothing changes', async () => {
    const author = await kit.student(UNI_A);
    const post = await kit.createPost(author, feedPaths.public, { isAnonymous: true });
    const calls = identityCalls.length;
    for (const as of [author, await kit.student(UNI_A)]) {
      expect((await kit.call('get', paths.queue(), as)).status).toBe(403);
      expect((await kit.call('get', paths.audit(), as)).status).toBe(403);
      for (const act of [paths.block, paths.unblock, paths.dismiss]) expect((await kit.call('post', act(post.id), as, {})).status).toBe(403);
      expect((await kit.call('put', paths.authorRestriction(post.id), as, { hours: 24 })).status).toBe(403);
      expect((await kit.call('delete', paths.authorRestriction(post.id), as, {})).status).toBe(403);
    }
    expect((await kit.call('get', paths.queue(), VISITOR)).status).toBe(401);
    expect((await kit.call('put', paths.authorRestriction(post.id), VISITOR, { hours: 24 })).status).toBe(401);
    expect(identityCalls.length).toBe(calls);
    expect((await kit.call('get', feedPaths.post(post.id), await kit.student(UNI_A))).status).toBe(200);
    expect(await kit.db.connection().collection('moderation_audit').countDocuments({ itemId: post.id })).toBe(0);
  });

  it('the queue groups reports per post and shows an anonymous post as Anonymous, without author id', async () => {
    const author = await kit.persona('Anna Anon', { name: 'Anna Anonymous-Author', universityId: UNI_A });
    const post = await kit.createPost(author, feedPaths.public, { isAnonymous: true, title: 'Queued anon' });
    await report(await kit.student(UNI_A), post.id, { reason: 'hate' });
    await report(await kit.student(UNI_B), post.id, { reason: 'hate', note: 'slur' });

    const item = ((await kit.call('get', paths.queue(), await moderator())).body.content as ReportedItem[]).find((entry) => entry.itemId === post.id);
    expect(item).toMatchObject({
      itemType: 'post',
      count: 2,
      reasons: { hate: 2 },
      notes: ['slur'],
      content: { title: 'Queued anon', authorId: null, authorName: ANONYMOUS_AUTHOR_NAME, blocked: false },
    });
    // A post with a name shows it (so the anonymous one above is hidden on purpose, not by accident).
    const named = await kit.createPost(author, feedPaths.public, { title: 'Signed post' });
    await report(await kit.student(UNI_A), named.id);
    const namedItem = ((await kit.call('get', paths.queue(), await moderator())).body.content as ReportedItem[]).find((entry) => entry.itemId === named.id);
    expect(namedItem?.content).toMatchObject({ authorId: author.id, authorName: 'Anna Anonymous-Author' });
  });
});

describe('a blocked post', () => {
  it('leaves every list, detail and total of everyone but its author; pages stay exact; unblocking puts it back in place', async () => {
    const author = await kit.student(UNI_A);
    const reader = await kit.student(UNI_A);
    const mod = await moderator();
    const uni = newId();
    const campus = feedPaths.campus(uni);
    const [member, owner] = [await kit.student(uni), await kit.student(uni)];
    const older = await kit.createPost(member, campus, { title: 'older' });
    const target = await kit.createPost(owner, campus, { title: 'target', isAnonymous: true });
    const newer = await kit.createPost(member, campus, { title: 'newer' });
    const before = await kit.call('get', `${campus}?size=10`, member);
    expect(before.body.totalElements).toBe(3);

    await block(mod, target.id);

    const page0 = await kit.call('get', `${campus}?page=0&size=1`, member);
    const page1 = await kit.call('get', `${campus}?page=1&size=1`, member);
    const page2 = await kit.call('get', `${campus}?page=2&size=1`, member);
    expect([idsOf(page0.body), idsOf(page1.body), idsOf(page2.body)]).toEqual([[newer.id], [older.id], []]);
    expect(page0.body.totalElements).toBe(2);
    expect((await kit.call('get', feedPaths.post(target.id), member)).status).toBe(404);
    expect((await kit.call('get', feedPaths.comments(target.id), member)).status).toBe(404);
    expect((await kit.call('post', feedPaths.postLike(target.id), member)).status).toBe(404);
    expect((await kit.call('post', feedPaths.comments(target.id), member, { body: 'hi' })).status).toBe(404);

    // Its author still opens it, marked, but cannot write to it.
    const own = await kit.call('get', feedPaths.post(target.id), owner);
    expect(own.status).toBe(200);
    expect(own.body).toMatchObject({ id: target.id, isOwner: true, blocked: true });
    const ownComment = await kit.call('post', feedPaths.comments(target.id), owner, { body: 'still here?' });
    expect(ownComment.status).toBe(403);
    expect(ownComment.body.message).toBe(MODERATION_MESSAGES.contentBlocked);
    expect((await kit.call('put', feedPaths.post(target.id), owner, { title: 'changed', body: 'changed' })).status).toBe(403);
    // Nobody else is ever told "blocked".
    expect(kit.responses.filter((res) => res.as !== owner.id && JSON.stringify(res.body).includes('"blocked":true') && !res.path.includes('/moderation/'))).toEqual([]);

    await kit.call('post', paths.unblock(target.id), mod, {}).then((res) => expect(res.body).toMatchObject({ blocked: false }));
    const after = await kit.call('get', `${campus}?size=10`, member);
    expect(idsOf(after.body)).toEqual([newer.id, target.id, older.id]);
    expect((await kit.call('get', feedPaths.post(target.id), member)).body).not.toHaveProperty('blocked');
    // A public post blocked is gone for a visitor exactly like an unknown id (401 signed out).
    const publicPost = await kit.createPost(author, feedPaths.public);
    await block(mod, publicPost.id);
    expect((await kit.call('get', feedPaths.post(publicPost.id), VISITOR)).status).toBe(401);
    expect((await kit.call('get', feedPaths.post(publicPost.id), reader)).status).toBe(404);
    expect(idsOf((await kit.call('get', `${feedPaths.public}?size=50`, reader)).body)).not.toContain(publicPost.id);
  });

  it('blocking closes its open reports and is audited; dismiss closes them and leaves the post', async () => {
    const author = await kit.student(UNI_A);
    const mod = await moderator();
    const [first, second] = [await kit.createPost(author, feedPaths.public), await kit.createPost(author, feedPaths.public)];
    await report(await kit.student(UNI_A), first.id);
    await report(await kit.student(UNI_A), second.id);

    const blocked = await kit.call('post', paths.block(first.id), mod, { reason: 'threats' });
    expect(blocked.body).toEqual({ itemType: 'post', itemId: first.id, blocked: true, reportsClosed: 1 });
    const dismissed = await kit.call('post', paths.dismiss(second.id), mod, {});
    expect(dismissed.body).toEqual({ itemType: 'post', itemId: second.id, blocked: false, reportsClosed: 1 });
    expect((await kit.call('post', paths.block(newId()), mod, {})).status).toBe(404);

    const audit = (await kit.call('get', paths.audit(), mod)).body.content as Array<{ action: string; itemId: string; reason: string | null }>;
    expect(audit.filter((entry) => [first.id, second.id].includes(entry.itemId)).map((entry) => [entry.action, entry.itemId, entry.reason])).toEqual([
      ['dismiss', second.id, null],
      ['block', first.id, 'threats'],
    ]);
  });
});

describe('restrict the author by sealed reference', () => {
  it('reaches the anonymous author through identity; no moderation answer ever names them', async () => {
    const zed = await kit.persona('Zed', { name: 'Zed Hiddenauthor', universityId: UNI_A });
    const mod = await moderator();
    const post = await kit.createPost(zed, feedPaths.public, { isAnonymous: true, title: 'Anonymous rant' });
    await report(await kit.student(UNI_A), post.id, { reason: 'harassment', note: 'threatening' });
    const calls = identityCalls.length;

    await kit.call('get', paths.queue(), mod);
    await kit.call('post', paths.block(post.id), mod, { reason: 'threats' });
    const restricted = await kit.call('put', paths.authorRestriction(post.id), mod, { hours: 48, reason: 'threats' });
    const lifted = await kit.call('delete', paths.authorRestriction(post.id), mod, { reason: 'appeal' });
    await kit.call('get', paths.audit(), mod);

    expect(restricted.status).toBe(200);
    expect(Object.keys(restricted.body).sort()).toEqual(['itemId', 'itemType', 'restrictedUntil']);
    expect(Date.parse(restricted.body.restrictedUntil) - Date.now()).toBeGreaterThan(47 * 3600_000);
    expect(lifted.body).toEqual({ itemType: 'post', itemId: post.id, restrictedUntil: null });
    // Identity was asked for exactly Zed's account, with the post as the reference, by the service.
    expect(identityCalls.slice(calls).every((call) => call.authorization?.startsWith('Bearer '))).toBe(true);
    expect(identityCalls.slice(calls).map((call) => call.body)).toEqual([
      { userId: zed.id, hours: 48, moderatorId: mod.id, reason: 'threats', reference: { itemType: 'post', itemId: post.id } },
      { userId: zed.id, hours: null, moderatorId: mod.id, reason: 'appeal', reference: { itemType: 'post', itemId: post.id } },
    ]);

    const toModerators = kit.responses.filter((res) => res.as === mod.id);
    const routes = new Set(toModerators.map((res) => `${res.method} ${res.path.replace(post.id, ':id').replace(/\?.*$/, '')}`));
    expect([...routes]).toEqual(
      expect.arrayContaining([
        'GET /api/v1/feed/moderation/reports',
        'POST /api/v1/feed/moderation/items/:id/block',
        'PUT /api/v1/feed/moderation/items/:id/author-restriction',
        'DELETE /api/v1/feed/moderation/items/:id/author-restriction',
        'GET /api/v1/feed/moderation/audit',
      ]),
    );
    const leaks = toModerators.filter((res) => [zed.id, 'Zed Hiddenauthor'].some((secret) => JSON.stringify(res.body).includes(secret)));
    expect(leaks).toEqual([]);
    const audit = await kit.db.connection().collection('moderation_audit').find({ itemId: post.id }).toArray();
    expect(audit.map((entry) => entry['action'])).toEqual(['block', 'restrict', 'lift']);
    // The author is told 'Content Blocked' through the outbox (to notifications, never to moderators).
    const outcomes = (await kit.outboxEvents()).filter((event) => event.type === 'moderation.outcome' && event.payload['itemId'] === post.id);
    expect(outcomes.map((event) => [event.payload['action'], event.payload['authorId']])).toEqual([['block', zed.id]]);
    expect(JSON.stringify(audit)).not.toContain(zed.id);
  });

  it('bad input is 400 and an unknown post 404, and identity is not called', async () => {
    const author = await kit.student(UNI_A);
    const mod = await moderator();
    const post = await kit.createPost(author, feedPaths.public, { isAnonymous: true });
    const calls = identityCalls.length;

    for (const body of [{}, { hours: 0 }, { hours: 1.5 }, { hours: 365 * 24 + 1 }, { hours: 1, reason: 'x'.repeat(501) }, { hours: 1, userId: author.id }]) {
      expect((await kit.call('put', paths.authorRestriction(post.id), mod, body)).status).toBe(400);
    }
    expect((await kit.call('put', paths.authorRestriction(newId()), mod, { hours: 1 })).status).toBe(404);
    expect((await kit.call('put', paths.authorRestriction('bad id!'), mod, { hours: 1 })).status).toBe(400);
    expect(identityCalls.length).toBe(calls);
    expect(await kit.db.connection().collection('moderation_audit').countDocuments({ itemId: post.id })).toBe(0);
  });
});

describe('comments and replies (the discussion kit, desk /feed/comments/moderation)', () => {
  const commentPaths = {
    report: (postId: string, commentId: string) => apiPath(FEED_PATHS.commentReport, { postId, commentId }),
    queue: () => `${apiPath(FEED_PATHS.commentQueue)}?size=100`,
    block: (id: string) => apiPath(FEED_PATHS.commentBlock, { itemId: id }),
    unblock: (id: string) => apiPath(FEED_PATHS.commentUnblock, { itemId: id }),
    audit: () => `${apiPath(FEED_PATHS.commentAudit)}?size=100`,
    authorRestriction: (id: string) => apiPath(FEED_PATHS.commentAuthorRestriction, { itemId: id }),
  };

  it('a blocked comment leaves the list and the count of everyone (back in place when unblocked); replies to it and likes are 404', async () => {
    const author = await kit.student(UNI_A);
    const reader = await kit.student(UNI_A);
    const writer = await kit.student(UNI_A);
    const mod = await moderator();
    const post = await kit.createPost(author, feedPaths.public);
    const first = await kit.addComment(writer, post.id, { body: 'first' });
    const bad = await kit.addComment(writer, post.id, { body: 'bad one', isAnonymous: true });
    const last = await kit.addComment(writer, post.id, { body: 'last' });
    const reply = await kit.addComment(reader, post.id, { body: 'a reply', parentId: first.id });

    expect((await report(reader, post.id)).status).toBe(201);
    expect((await kit.call('post', commentPaths.report(post.id, bad.id), reader, { reason: 'hate' })).status).toBe(201);
    expect((await kit.call('post', commentPaths.report(post.id, reply.id), author, { reason: 'spam' })).status).toBe(201);
    const queued = ((await kit.call('get', commentPaths.queue(), mod)).body.content as ReportedItem[]).find((item) => item.itemId === bad.id);
    expect(queued).toMatchObject({ itemType: 'comment', content: { text: 'bad one', authorId: null, authorName: ANONYMOUS_AUTHOR_NAME } });

    expect((await kit.call('post', commentPaths.block(bad.id), mod, { reason: 'hate' })).body).toMatchObject({ blocked: true, reportsClosed: 1 });
    expect((await kit.call('post', commentPaths.block(reply.id), mod, {})).body).toMatchObject({ blocked: true });

    for (const viewer of [reader, writer]) {
      const list = await kit.call('get', `${feedPaths.comments(post.id)}?size=10`, viewer);
      expect(idsOf(list.body)).toEqual([last.id, first.id]);
      expect(list.body.totalElements).toBe(2);
    }
    expect((await kit.call('get', feedPaths.post(post.id), reader)).body.commentCount).toBe(2);
    expect((await kit.call('get', feedPaths.replies(post.id, first.id), reader)).body.totalElements).toBe(0);
    expect((await kit.call('get', feedPaths.replies(post.id, bad.id), reader)).status).toBe(404);
    expect((await kit.call('post', feedPaths.commentLike(post.id, bad.id), reader)).status).toBe(404);
    expect((await kit.call('post', feedPaths.comments(post.id), reader, { body: 'to bad', parentId: bad.id })).status).toBe(404);
    expect((await kit.call('post', commentPaths.report(post.id, bad.id), author, { reason: 'spam' })).status).toBe(404);
    // Its author may not write to it either (403 'Content Blocked').
    const own = await kit.call('post', feedPaths.comments(post.id), writer, { body: 'mine', parentId: bad.id });
    expect(own.status).toBe(403);
    expect(own.body.message).toBe(MODERATION_MESSAGES.contentBlocked);

    await kit.call('post', commentPaths.unblock(bad.id), mod, {});
    expect(idsOf((await kit.call('get', `${feedPaths.comments(post.id)}?size=10`, reader)).body)).toEqual([last.id, bad.id, first.id]);
    expect((await kit.call('get', feedPaths.post(post.id), reader)).body.commentCount).toBe(3);
    // The author deletes the reply that is still blocked: the counts do not drop twice.
    expect((await kit.call('delete', feedPaths.comment(post.id, reply.id), reader)).status).toBe(204);
    expect((await kit.call('get', `${feedPaths.comments(post.id)}?size=10`, reader)).body.content.find((c: { id: string }) => c.id === first.id).replyCount).toBe(0);
  });

  it('restricts an anonymous commenter by sealed reference; no answer to the moderator names them; non-moderators 403', async () => {
    const zed = await kit.persona('Zed', { name: 'Zed Commentwriter', universityId: UNI_A });
    const mod = await moderator();
    const post = await kit.createPost(await kit.student(UNI_A), feedPaths.public);
    const comment = await kit.addComment(zed, post.id, { body: 'anonymous jab', isAnonymous: true });
    const student = await kit.student(UNI_A);
    await kit.call('post', commentPaths.report(post.id, comment.id), student, { reason: 'harassment' });
    expect((await kit.call('get', commentPaths.queue(), student)).status).toBe(403);
    expect((await kit.call('put', commentPaths.authorRestriction(comment.id), student, { hours: 1 })).status).toBe(403);
    const calls = identityCalls.length;

    await kit.call('get', commentPaths.queue(), mod);
    await kit.call('post', commentPaths.block(comment.id), mod, {});
    const restricted = await kit.call('put', commentPaths.authorRestriction(comment.id), mod, { hours: 12 });
    await kit.call('get', commentPaths.audit(), mod);

    expect(restricted.body).toEqual({ itemType: 'comment', itemId: comment.id, restrictedUntil: expect.any(String) });
    expect(identityCalls.slice(calls).map((call) => call.body)).toEqual([
      { userId: zed.id, hours: 12, moderatorId: mod.id, reference: { itemType: 'comment', itemId: comment.id } },
    ]);
    const outcomes = (await kit.outboxEvents()).filter((event) => event.type === 'moderation.outcome' && event.payload['itemId'] === comment.id);
    expect(outcomes.map((event) => [event.payload['itemType'], event.payload['authorId']])).toEqual([['comment', zed.id]]);
    const leaks = kit.responses.filter((res) => res.as === mod.id && [zed.id, 'Zed Commentwriter'].some((secret) => JSON.stringify(res.body).includes(secret)));
    expect(leaks).toEqual([]);
  });
});
