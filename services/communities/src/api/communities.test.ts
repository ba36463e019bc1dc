import request from 'supertest';
import { COMMUNITIES_EVENT_TYPES, COMMUNITY_MESSAGES } from '@campusloop/contracts';
import { TEST_UNI_A, TEST_UNI_B, TEST_VISITOR } from '@campusloop/testing';
import { communityBody, communityPaths as P, useCommunitiesTestKit } from '../testing/communities-test-app';

// Once on one communities instance, once on two on the one database (requests alternate between them:
// name claims, member counts and lists hold across instances).
describe.each([1, 2])('on %i instance(s) of communities', (instances) => {
  const kit = useCommunitiesTestKit({}, { instances });

  describe('communities: create, lists, edit, delete', () => {
    it('is ready when its database answers', async () => {
      expect((await request(kit.app()).get('/readyz')).status).toBe(200);
    });

    it('when a student creates a public community, they own it, are its first member, and it heads the public list and theirs', async () => {
      const owner = await kit.persona('Owner');
      const created = await kit.call('post', P.list(), owner, communityBody({ name: '  Chess Club  ' }));
      expect(created.status).toBe(201);
      expect(created.body).toMatchObject({
        name: 'Chess Club',
        visibility: 'PUBLIC',
        universityId: null,
        memberCount: 1,
        official: false,
        isOwner: true,
        isMember: true,
        creatorId: owner.id,
        creator: { name: owner.claims?.name },
        coverImage: null,
      });
      const id = created.body.id as string;

      const publicList = await kit.call('get', P.list(), TEST_VISITOR);
      expect(publicList.body.content[0]).toMatchObject({ id, isOwner: false, isMember: false });
      const mine = await kit.call('get', P.mine, owner);
      expect(mine.body).toMatchObject({ totalElements: 1, last: true, content: [{ id }] });
      // Their own community is under My Communities, not Joined.
      expect((await kit.call('get', P.joined, owner)).body.totalElements).toBe(0);
    });

    it('a campus community shows only in its university list, to its verified students', async () => {
      const owner = await kit.persona('Campus owner');
      const created = await kit.call('post', P.list(), owner, communityBody({ visibility: 'UNIVERSITY' }));
      expect(created.status).toBe(201);
      expect(created.body).toMatchObject({ visibility: 'UNIVERSITY', universityId: TEST_UNI_A });

      const peer = await kit.persona('Peer');
      const campus = await kit.call('get', P.list(TEST_UNI_A), peer);
      expect(campus.body.content.map((c: { id: string }) => c.id)).toContain(created.body.id);
      const publicIds = (await kit.call('get', P.list(), peer)).body.content.map((c: { id: string }) => c.id);
      expect(publicIds).not.toContain(created.body.id);

      const stranger = await kit.persona('Stranger', { universityId: TEST_UNI_B });
      expect((await kit.call('get', P.list(TEST_UNI_A), stranger)).status).toBe(403);
      const seen = await kit.call('get', P.community(created.body.id), stranger);
      expect(seen.status).toBe(404);
      expect(seen.body.message).toBe(COMMUNITY_MESSAGES.notFoundOrNoAccess);
      expect((await kit.call('post', P.join(created.body.id), stranger)).status).toBe(404);
    });

    it('refuses a university community to an unverified student with the spec text, and another university with 400', async () => {
      const unverified = await kit.persona('Unverified', { universityVerified: false });
      const refused = await kit.call('post', P.list(), unverified, communityBody({ visibility: 'UNIVERSITY' }));
      expect(refused.status).toBe(403);
      expect(refused.body.message).toBe('You must be university verified to create university communities');

      const student = await kit.persona('Student');
      const other = await kit.call(
        'post',
        P.list(),
        student,
        communityBody({ visibility: 'UNIVERSITY', universityId: TEST_UNI_B }),
      );
      expect(other.status).toBe(400);
      expect(other.body.validationErrors).toEqual({ universityId: 'Invalid university selection' });
      expect((await kit.call('get', P.mine, student)).body.totalElements).toBe(0);
    });

    it('keeps names unique case-insensitively within their scope: 400 "name already exists"', async () => {
      const a = await kit.persona('A');
      const b = await kit.persona('B');
      const name = `Photography ${Date.now()}`;
      expect((await kit.call('post', P.list(), a, communityBody({ name }))).status).toBe(201);
      const duplicate = await kit.call('post', P.list(), b, communityBody({ name: `  ${name.toUpperCase()} ` }));
      expect(duplicate.status).toBe(400);
      expect(duplicate.body.message).toContain('name already exists');
      expect(duplicate.body.validationErrors).toEqual({ name: COMMUNITY_MESSAGES.nameTaken });
      // Another scope (a university's communities) may use it.
      expect((await kit.call('post', P.list(), b, communityBody({ name, visibility: 'UNIVERSITY' }))).status).toBe(201);
      // Twenty racing creates of one new name: exactly one wins.
      const race = `Race ${Date.now()}`;
      const people = await Promise.all(Array.from({ length: 20 }, (_, i) => kit.persona(`Racer ${i}`)));
      const answers = await Promise.all(people.map((p) => kit.call('post', P.list(), p, communityBody({ name: race }))));
      expect(answers.filter((r) => r.status === 201)).toHaveLength(1);
      expect(answers.filter((r) => r.status === 400)).toHaveLength(19);
    });

    it('lets the owner edit name and description but never the visibility; a renamed community frees its old name', async () => {
      const owner = await kit.persona('Editor');
      const name = `Robotics ${Date.now()}`;
      const { body } = await kit.call('post', P.list(), owner, communityBody({ name }));
      const locked = await kit.call('put', P.community(body.id), owner, communityBody({ visibility: 'UNIVERSITY' }));
      expect(locked.status).toBe(400);
      expect(locked.body.validationErrors).toEqual({ visibility: COMMUNITY_MESSAGES.visibilityLocked });

      const edited = await kit.call(
        'put',
        P.community(body.id),
        owner,
        communityBody({ name: `${name} Society`, description: 'Builders of small robots.' }),
      );
      expect(edited.status).toBe(200);
      expect(edited.body).toMatchObject({ name: `${name} Society`, description: 'Builders of small robots.', visibility: 'PUBLIC' });
      expect((await kit.call('get', P.community(body.id), TEST_VISITOR)).body.name).toBe(`${name} Society`);
      // The old name is free again; its own name in another case is still its own.
      expect((await kit.call('post', P.list(), await kit.persona('Next'), communityBody({ name }))).status).toBe(201);
      const recased = await kit.call('put', P.community(body.id), owner, communityBody({ name: `${name} SOCIETY` }));
      expect(recased.status).toBe(200);
    });

    it('join and leave are idempotent, move memberCount by one, fill the Joined list, and the owner can do neither', async () => {
      const owner = await kit.persona('Host');
      const member = await kit.persona('Member');
      const { body } = await kit.call('post', P.list(), owner, communityBody());

      const joined = await kit.call('post', P.join(body.id), member);
      expect(joined.status).toBe(200);
      expect(joined.body).toMatchObject({ isMember: true, isOwner: false, memberCount: 2 });
      expect((await kit.call('post', P.join(body.id), member)).body.memberCount).toBe(2);
      expect((await kit.call('get', P.joined, member)).body).toMatchObject({ totalElements: 1, content: [{ id: body.id, isMember: true }] });

      for (const method of ['post', 'delete'] as const) {
        const path = method === 'post' ? P.join(body.id) : P.leave(body.id);
        const refused = await kit.call(method, path, owner);
        expect(refused.status).toBe(409);
        expect(refused.body.message).toBe(COMMUNITY_MESSAGES.ownerCannotJoinOrLeave);
      }

      const left = await kit.call('delete', P.leave(body.id), member);
      expect(left.body).toMatchObject({ isMember: false, memberCount: 1 });
      expect((await kit.call('delete', P.leave(body.id), member)).body.memberCount).toBe(1);
      expect((await kit.call('get', P.joined, member)).body.totalElements).toBe(0);
      expect((await kit.call('post', P.join(body.id), TEST_VISITOR)).status).toBe(401);
    });

    it('when the owner deletes a community, it is gone everywhere, its members and name are released, and the feed is told', async () => {
      const owner = await kit.persona('Deleter');
      const member = await kit.persona('Left behind');
      const name = `Short lived ${Date.now()}`;
      const { body } = await kit.call('post', P.list(), owner, communityBody({ name }));
      await kit.call('post', P.join(body.id), member);

      expect((await kit.call('delete', P.community(body.id), member)).status).toBe(403);
      expect((await kit.call('get', P.community(body.id), member)).status).toBe(200);
      expect((await kit.call('delete', P.community(body.id), owner)).status).toBe(204);

      expect((await kit.call('get', P.community(body.id), owner)).status).toBe(404);
      expect((await kit.call('delete', P.community(body.id), owner)).status).toBe(404);
      expect((await kit.call('post', P.join(body.id), member)).status).toBe(404);
      expect((await kit.call('get', P.mine, owner)).body.totalElements).toBe(0);
      expect((await kit.call('get', P.joined, member)).body.totalElements).toBe(0);
      const publicIds = (await kit.call('get', P.list(), owner)).body.content.map((c: { id: string }) => c.id);
      expect(publicIds).not.toContain(body.id);
      expect(await kit.db.connection().collection('memberships').countDocuments({ communityId: body.id })).toBe(0);
      expect((await kit.call('post', P.list(), owner, communityBody({ name }))).status).toBe(201);
      expect(await kit.outboxEvents()).toContainEqual(
        expect.objectContaining({
          type: COMMUNITIES_EVENT_TYPES.communityDeleted,
          payload: { communityId: body.id, universityId: null },
          status: 'pending',
        }),
      );
    });
  });
});
