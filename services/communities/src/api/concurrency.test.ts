import { communityBody, communityPaths as P, useCommunitiesTestKit } from '../testing/communities-test-app';

// FerretDB v1 loses concurrent `$inc`s; memberCount moves only after a unique membership insert or
// delete succeeded, under the community's lock, so real parallel requests leave it exact.
// Once on one communities instance, once on two on the one database (requests alternate between them).
describe.each([1, 2])('memberCount under concurrent joins and leaves on %i instance(s)', (instances) => {
  const kit = useCommunitiesTestKit({}, { instances });

  it('20 students joining at once (each twice) end with exactly 21 members; 20 leaving at once with 1', async () => {
    const owner = await kit.persona('Owner');
    const { body } = await kit.call('post', P.list(), owner, communityBody());
    const students = await Promise.all(Array.from({ length: 20 }, (_, i) => kit.persona(`Student ${i}`)));

    const joins = await Promise.all(
      [...students, ...students].map((s) => kit.call('post', P.join(body.id), s)),
    );
    expect(joins.every((r) => r.status === 200)).toBe(true);
    expect((await kit.call('get', P.community(body.id), owner)).body.memberCount).toBe(21);
    expect(await kit.db.connection().collection('memberships').countDocuments({ communityId: body.id })).toBe(
      21,
    );

    const leaves = await Promise.all(
      [...students, ...students].map((s) => kit.call('delete', P.leave(body.id), s)),
    );
    expect(leaves.every((r) => r.status === 200)).toBe(true);
    expect((await kit.call('get', P.community(body.id), owner)).body.memberCount).toBe(1);
  });

  it('10 joining while 10 others leave end with the exact count, and every Joined list agrees', async () => {
    const owner = await kit.persona('Owner');
    const { body } = await kit.call('post', P.list(), owner, communityBody());
    const stayers = await Promise.all(Array.from({ length: 10 }, (_, i) => kit.persona(`Leaver ${i}`)));
    const comers = await Promise.all(Array.from({ length: 10 }, (_, i) => kit.persona(`Joiner ${i}`)));
    await Promise.all(stayers.map((s) => kit.call('post', P.join(body.id), s)));

    await Promise.all([
      ...stayers.map((s) => kit.call('delete', P.leave(body.id), s)),
      ...comers.map((s) => kit.call('post', P.join(body.id), s)),
    ]);
    expect((await kit.call('get', P.community(body.id), owner)).body.memberCount).toBe(11);
    for (const s of stayers) expect((await kit.call('get', P.joined, s)).body.totalElements).toBe(0);
    for (const s of comers) expect((await kit.call('get', P.joined, s)).body.totalElements).toBe(1);
  });
});
