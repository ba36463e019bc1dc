import { COMMUNITY_MESSAGES as M } from '@campusloop/contracts';
import { communityBody, communityPaths as P, useCommunitiesTestKit } from '../testing/communities-test-app';

const kit = useCommunitiesTestKit();

// Spec §5 texts on every field, and nothing a client sends can set ownership, counts or `official`.
describe('bad input to create and edit', () => {
  it.each([
    ['no name', { name: undefined }, { name: M.nameRequired }],
    ['a blank name', { name: '   ' }, { name: M.nameRequired }],
    ['a 2-character name', { name: 'ab' }, { name: M.nameTooShort }],
    ['a 255-character name', { name: 'n'.repeat(255) }, { name: M.nameTooLong }],
    ['a name with a line break', { name: 'Chess\nClub' }, { name: 'Community name must be a single line (no line breaks or control characters)' }],
    ['no description', { description: undefined }, { description: M.descriptionRequired }],
    ['a 2-character description', { description: 'ab' }, { description: M.descriptionTooShort }],
    ['a 1000-character description', { description: 'd'.repeat(1000) }, { description: M.descriptionTooLong }],
    ['no visibility', { visibility: undefined }, { visibility: M.visibilityRequired }],
    ['an unknown visibility', { visibility: 'SECRET' }, { visibility: M.visibilityRequired }],
    ['a cover that is not an image reference', { coverImage: 'http://evil.example/x.png' }, { coverImage: M.coverInvalid }],
    ['a cover id that is not this community’s', { coverImage: { id: 'someoneElse' } }, { coverImage: M.coverNotOnCommunity }],
  ])('create with %s → 400 with the spec text on the field', async (_name, overrides, errors) => {
    const student = await kit.persona('Student');
    const answer = await kit.call('post', P.list(), student, communityBody(overrides));
    expect(answer.status).toBe(400);
    expect(answer.body.validationErrors).toEqual(errors);
    expect((await kit.call('get', P.mine, student)).body.totalElements).toBe(0);
  });

  it.each([
    ['ownerId', { ownerId: 'someoneElse' }],
    ['memberCount', { memberCount: 1000 }],
    ['official', { official: true }],
    ['isOwner', { isOwner: true }],
    ['creatorId', { creatorId: 'someoneElse' }],
  ])('refuses %s from a client (400) on create and edit', async (_name, extra) => {
    const owner = await kit.persona('Owner');
    expect((await kit.call('post', P.list(), owner, communityBody(extra))).status).toBe(400);
    const { body } = await kit.call('post', P.list(), owner, communityBody());
    const edit = await kit.call('put', P.community(body.id), owner, communityBody({ name: body.name, ...extra }));
    expect(edit.status).toBe(400);
    expect((await kit.call('get', P.community(body.id), owner)).body).toEqual(body);
  });

  it('accepts names and descriptions at their limits (254 and 999 characters), trimmed', async () => {
    const owner = await kit.persona('Owner');
    const name = `${Date.now()}`.padEnd(254, 'x');
    const answer = await kit.call('post', P.list(), owner, communityBody({ name: `  ${name}  `, description: 'd'.repeat(999) }));
    expect(answer.status).toBe(201);
    expect(answer.body.name).toBe(name);
  });

  it('refuses bad ids and paging with the paging texts', async () => {
    const student = await kit.persona('Student');
    expect((await kit.call('get', P.community('bad id!'), student)).status).toBe(400);
    expect((await kit.call('get', `${P.list()}?page=-1`, student)).status).toBe(400);
    expect((await kit.call('get', `${P.list()}?size=500`, student)).status).toBe(400);
    expect((await kit.call('get', `${P.list()}?universityId=bad`, student)).status).toBe(400);
  });
});

describe('covers (media context COMMUNITY)', () => {
  it('attaches an uploaded cover, keeps it when sent back by id, and removes it with REMOVE', async () => {
    const owner = await kit.persona('Owner');
    const descriptor = {
      s3Key: `community/${'c'.repeat(11)}.jpg`,
      originalFilename: 'cover.jpg',
      contentType: 'image/jpeg',
      fileSize: 2048,
    };
    const created = await kit.call('post', P.list(), owner, communityBody({ coverImage: descriptor }));
    expect(created.status).toBe(201);
    expect(created.body.coverImage).toMatchObject({ id: expect.any(String), url: expect.any(String) });
    const kept = await kit.call(
      'put',
      P.community(created.body.id),
      owner,
      communityBody({ name: created.body.name, coverImage: { id: created.body.coverImage.id } }),
    );
    expect(kept.body.coverImage).toEqual(created.body.coverImage);
    const removed = await kit.call(
      'put',
      P.community(created.body.id),
      owner,
      communityBody({ name: created.body.name, coverImage: 'REMOVE' }),
    );
    expect(removed.body.coverImage).toBeNull();
  });
});
