import type { Express } from 'express';
import request from 'supertest';
import type { z } from 'zod';
import { newId } from '@campusloop/service-kit';

/** Someone calling the consumer's API; no `authorization` = a signed-out visitor. */
export interface BatteryPersona {
  id: string;
  /** The name others would see (the leak scan looks for it, and for `id`). */
  name: string;
  authorization?: string;
}

/** One fresh target and the people around it, made by the consumer for each test. */
export interface DiscussionScenario {
  /** The target's API path, e.g. `/api/v1/feed/posts/<id>` (its routes hang below it). */
  path: string;
  /** The path of a target that does not exist (same shape, unknown id). */
  missingPath: string;
  owner: BatteryPersona;
  /** Another person who may read and write here. */
  member: BatteryPersona;
  /** Makes more people who may write here (for the races). */
  newMember(): Promise<BatteryPersona>;
  /** Signed in but refused here (another campus...): 403 on every route. Omit when everyone may. */
  outsider?: BatteryPersona;
  /** What a visitor's read gets: 200 (public) or 401. Their writes are always 401. */
  visitorReadStatus: 200 | 401;
}

export interface DiscussionBatteryOptions {
  /** Names the describe block, e.g. 'feed: posts'. */
  name: string;
  /** The consumer's app (ready inside tests). */
  app(): Express;
  scenario(): Promise<DiscussionScenario>;
  /** The consumer's comment contract (e.g. `commentSchemaFor('eventId')`): every comment answered must pass. */
  commentSchema: z.ZodType;
  /** The target's own counts as the API shows them (e.g. GET the post and pick `commentCount`). */
  readTarget(path: string, as: BatteryPersona): Promise<{ commentCount: number; likeCount?: number }>;
  /** The target itself can be liked at `{path}/like`. */
  targetLikes?: boolean;
  /** How many people race (default 12). */
  crowd?: number;
}

type Method = 'get' | 'post' | 'delete';

/**
 * The discussion kit's shared battery, run by every consumer against its own routes with one call
 * at the top level of a test file: authorization matrix, anonymity leak scan, count races with real
 * parallel requests, and paging. Each test makes its own target (`scenario`).
 */
export function runDiscussionBattery(options: DiscussionBatteryOptions): void {
  const crowd = options.crowd ?? 12;

  async function call(method: Method, path: string, as: BatteryPersona, body?: object) {
    let pending = request(options.app())[method](path);
    if (as.authorization) pending = pending.set('Authorization', as.authorization);
    const res = body === undefined ? await pending : await pending.send(body);
    return res;
  }

  async function comment(scenario: DiscussionScenario, as: BatteryPersona, body: Record<string, unknown> = {}) {
    const res = await call('post', `${scenario.path}/comments`, as, { body: `Comment ${newId()}`, ...body });
    if (res.status !== 201) throw new Error(`comment answered ${res.status}: ${JSON.stringify(res.body)}`);
    options.commentSchema.parse(res.body);
    return res.body as { id: string; likeCount: number; replyCount: number };
  }

  const visitor: BatteryPersona = { id: 'visitor', name: 'visitor' };

  describe(`discussion battery: ${options.name}`, () => {
    describe('authorization matrix', () => {
      it('answers every route for owner, member, outsider and visitor as the target rule says, and refusals change nothing', async () => {
        const s = await options.scenario();
        const ownersComment = await comment(s, s.owner);
        const c = `${s.path}/comments/${ownersComment.id}`;
        const routes: Array<{ method: Method; path: string; write: boolean; body?: object }> = [
          { method: 'get', path: `${s.path}/comments`, write: false },
          { method: 'get', path: `${c}/replies`, write: false },
          { method: 'post', path: `${s.path}/comments`, write: true, body: { body: 'hello' } },
          { method: 'post', path: `${s.path}/comments`, write: true, body: { body: 'a reply', parentId: ownersComment.id } },
          { method: 'post', path: `${c}/like`, write: true },
          { method: 'delete', path: `${c}/like`, write: true },
          ...(options.targetLikes
            ? [
                { method: 'post' as const, path: `${s.path}/like`, write: true },
                { method: 'delete' as const, path: `${s.path}/like`, write: true },
              ]
            : []),
        ];
        const seen: string[] = [];
        const expected: string[] = [];
        for (const route of routes) {
          const label = `${route.method.toUpperCase()} ${route.path.replace(s.path, '{target}')}`;
          const asVisitor = await call(route.method, route.path, visitor, route.body);
          seen.push(`visitor ${label} ${asVisitor.status}`);
          expected.push(`visitor ${label} ${route.write ? 401 : s.visitorReadStatus}`);
          if (s.outsider) {
            const asOutsider = await call(route.method, route.path, s.outsider, route.body);
            seen.push(`outsider ${label} ${asOutsider.status}`);
            expected.push(`outsider ${label} 403`);
          }
        }
        expect(seen).toEqual(expected);
        // Nothing the refused calls sent was stored.
        const list = await call('get', `${s.path}/comments`, s.owner);
        expect(list.body.totalElements).toBe(1);
        expect((await options.readTarget(s.path, s.owner)).commentCount).toBe(1);
        const after = list.body.content[0] as { likeCount: number; replyCount: number };
        expect([after.likeCount, after.replyCount]).toEqual([0, 0]);

        // A member may do it all, but not delete someone else's comment.
        expect((await call('post', `${c}/like`, s.member)).status).toBe(200);
        expect((await call('post', `${s.path}/comments`, s.member, { body: 'ok', parentId: ownersComment.id })).status).toBe(201);
        expect((await call('delete', c, s.member)).status).toBe(403);
        expect((await call('delete', c, visitor)).status).toBe(401);
        // Unknown target and unknown comment: 404; a malformed id: 400.
        expect((await call('get', `${s.missingPath}/comments`, s.member)).status).toBe(404);
        // A visitor learns nothing about which targets exist: an unknown one is 401 like any that needs sign-in.
        expect((await call('get', `${s.missingPath}/comments`, visitor)).status).toBe(401);
        expect((await call('post', `${s.missingPath}/comments`, s.member, { body: 'x' })).status).toBe(404);
        expect((await call('post', `${s.path}/comments/${newId()}/like`, s.member)).status).toBe(404);
        expect((await call('get', `${s.path}/comments/not-an-id!/replies`, s.member)).status).toBe(400);
        // Nothing a client sends sets counts, authorship or ids.
        const hostile = await call('post', `${s.path}/comments`, s.member, { body: 'x', likeCount: 99, authorId: s.owner.id });
        expect(hostile.status).toBe(400);
      });
    });

    describe('anonymity leak scan', () => {
      it('never shows an anonymous author to anyone else — not in lists, replies, likes or write answers', async () => {
        const s = await options.scenario();
        const top = await comment(s, s.owner, { body: 'Who is coming?' });
        const anonymousComment = await comment(s, s.member, { body: 'Me, quietly', isAnonymous: true });
        const anonymousReply = await comment(s, s.member, { body: 'Also me', isAnonymous: true, parentId: top.id });
        await call('post', `${s.path}/comments/${anonymousComment.id}/like`, s.owner);

        const readers = [s.owner, ...(s.visitorReadStatus === 200 ? [visitor] : []), await s.newMember()];
        const answers: unknown[] = [];
        for (const reader of readers) {
          for (const path of [`${s.path}/comments`, `${s.path}/comments/${top.id}/replies`]) {
            const res = await call('get', path, reader);
            expect(res.status).toBe(200);
            for (const item of res.body.content as unknown[]) options.commentSchema.parse(item);
            answers.push(res.body);
          }
          answers.push((await call('post', `${s.path}/comments/${anonymousReply.id}/like`, reader)).body);
        }
        const text = JSON.stringify(answers);
        expect(text).toContain('Anonymous');
        expect(text).not.toContain(s.member.id);
        expect(text).not.toContain(s.member.name);

        // The author still sees themself on their anonymous comment.
        const own = await call('get', `${s.path}/comments`, s.member);
        const mine = (own.body.content as Array<{ id: string; isOwner: boolean; authorId?: string }>).find(
          (item) => item.id === anonymousComment.id,
        );
        expect(mine).toMatchObject({ isOwner: true, authorId: s.member.id });
      });
    });

    describe('count races (real parallel requests)', () => {
      it(`when ${crowd} people like a comment at once and then unlike it at once, then its count is ${crowd} and then 0`, async () => {
        const s = await options.scenario();
        const top = await comment(s, s.owner);
        const people = await Promise.all(Array.from({ length: crowd }, () => s.newMember()));
        const like = `${s.path}/comments/${top.id}/like`;

        const liked = await Promise.all(people.map((person) => call('post', like, person)));
        expect(liked.map((res) => res.status)).toEqual(people.map(() => 200));
        expect(await likeCountOf(s, top.id)).toBe(crowd);

        await Promise.all(people.map((person) => call('delete', like, person)));
        expect(await likeCountOf(s, top.id)).toBe(0);
      });

      it('when one person likes and unlikes many times at once, then the count ends at their one like or 0, never below', async () => {
        const s = await options.scenario();
        const top = await comment(s, s.owner);
        const like = `${s.path}/comments/${top.id}/like`;

        await Promise.all(Array.from({ length: crowd }, () => call('post', like, s.member)));
        expect(await likeCountOf(s, top.id)).toBe(1);
        const unliked = await Promise.all(Array.from({ length: crowd }, () => call('delete', like, s.member)));
        expect(unliked.every((res) => res.status === 200 && res.body.likeCount === 0)).toBe(true);
        expect(await likeCountOf(s, top.id)).toBe(0);
        if (options.targetLikes) {
          await Promise.all(Array.from({ length: crowd }, () => call('post', `${s.path}/like`, s.member)));
          await Promise.all(Array.from({ length: crowd }, () => call('delete', `${s.path}/like`, s.member)));
          expect((await options.readTarget(s.path, s.owner)).likeCount).toBe(0);
        }
      });

      it(`when ${crowd} comments and ${crowd} replies arrive at once, then every list and count is exact; a comment deleted twice at once counts once`, async () => {
        const s = await options.scenario();
        const top = await comment(s, s.owner);
        const people = await Promise.all(Array.from({ length: crowd }, () => s.newMember()));

        await Promise.all(people.flatMap((person) => [comment(s, person), comment(s, person, { parentId: top.id })]));

        const list = await call('get', `${s.path}/comments?size=100`, s.owner);
        expect(list.body.totalElements).toBe(crowd + 1);
        expect(new Set((list.body.content as Array<{ id: string }>).map((item) => item.id)).size).toBe(crowd + 1);
        expect((await options.readTarget(s.path, s.owner)).commentCount).toBe(crowd + 1);
        const replies = await call('get', `${s.path}/comments/${top.id}/replies?size=100`, s.owner);
        expect(replies.body.totalElements).toBe(crowd);
        expect((list.body.content as Array<{ id: string; replyCount: number }>).find((item) => item.id === top.id)?.replyCount).toBe(crowd);

        const doomed = await comment(s, s.member);
        const deletes = await Promise.all(
          Array.from({ length: 4 }, () => call('delete', `${s.path}/comments/${doomed.id}`, s.member)),
        );
        expect(deletes.map((res) => res.status).sort()).toEqual([204, 404, 404, 404]);
        expect((await options.readTarget(s.path, s.owner)).commentCount).toBe(crowd + 1);
        expect((await call('get', `${s.path}/comments`, s.owner)).body.totalElements).toBe(crowd + 1);
      });
    });

    describe('paging', () => {
      it('pages comments newest first with exact totals and no item twice; replies page 10 at a time by default', async () => {
        const s = await options.scenario();
        const ids: string[] = [];
        for (let index = 0; index < 23; index += 1) ids.push((await comment(s, s.member, { body: `#${index}` })).id);
        const newestFirst = [...ids].reverse();

        const pages = [];
        for (let page = 0; page < 3; page += 1) pages.push((await call('get', `${s.path}/comments?page=${page}&size=10`, s.owner)).body);

        expect(pages.map((page) => [page.content.length, page.totalElements, page.last])).toEqual([
          [10, 23, false],
          [10, 23, false],
          [3, 23, true],
        ]);
        expect(pages.flatMap((page) => page.content.map((item: { id: string }) => item.id))).toEqual(newestFirst);
        const beyond = await call('get', `${s.path}/comments?page=9&size=10`, s.owner);
        expect([beyond.status, beyond.body.content.length, beyond.body.totalElements]).toEqual([200, 0, 23]);
        expect((await call('get', `${s.path}/comments?page=-1`, s.owner)).status).toBe(400);
        expect((await call('get', `${s.path}/comments?size=500`, s.owner)).status).toBe(400);

        const parent = ids[0] as string;
        for (let index = 0; index < 12; index += 1) await comment(s, s.owner, { parentId: parent });
        const firstReplies = await call('get', `${s.path}/comments/${parent}/replies`, s.owner);
        expect([firstReplies.body.content.length, firstReplies.body.size, firstReplies.body.totalElements]).toEqual([10, 10, 12]);
      });
    });
  });

  async function likeCountOf(s: DiscussionScenario, commentId: string): Promise<number> {
    const list = await call('get', `${s.path}/comments?size=100`, s.owner);
    const found = (list.body.content as Array<{ id: string; likeCount: number }>).find((item) => item.id === commentId);
    if (!found) throw new Error(`comment ${commentId} is not listed`);
    return found.likeCount;
  }
}
