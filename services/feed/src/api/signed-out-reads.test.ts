import { expectNoExistenceOracle } from '@campusloop/testing';
import { newId } from '@campusloop/service-kit';
import { UNI_A, VISITOR, feedPaths, useFeedTestKit } from '../testing/feed-test-kit';

// Issue 17, finding 8: signed out, GET /feed/posts/{id} answered 401 for a campus post and 404 for an
// unknown id, so anyone could probe which campus post ids exist. Now both are the same 401.
const kit = useFeedTestKit();

const SESSION_EXPIRED = {
  status: 401,
  code: 'UNAUTHORIZED',
  message: 'Session expired. Please log in again.',
};

describe('signed-out reads of posts', () => {
  it('answer a campus post, a community post, a deleted post and an unknown id alike, on the post and its comments', async () => {
    const alice = await kit.student(UNI_A);
    const campus = await kit.createPost(alice, feedPaths.campus(UNI_A));
    const { id: campusComment } = await kit.addComment(alice, campus.id);
    const club = kit.communities().add('signedOut01', { name: 'Club' });
    const community = await kit.createPost(alice, feedPaths.publicCommunity(club));
    const deleted = await kit.createPost(alice, feedPaths.public);
    await kit.call('delete', feedPaths.post(deleted.id), alice);
    const unknown = newId();

    for (const path of [feedPaths.post, feedPaths.comments]) {
      await expectNoExistenceOracle(
        kit.app(),
        [campus.id, community.id, deleted.id, unknown].map((id) => path(id)),
        SESSION_EXPIRED,
      );
    }
    await expectNoExistenceOracle(
      kit.app(),
      [feedPaths.replies(campus.id, campusComment), feedPaths.replies(unknown, newId())],
      SESSION_EXPIRED,
    );
  });

  it('still show a public post and its comments to visitors', async () => {
    const alice = await kit.student(UNI_A);
    const open = await kit.createPost(alice, feedPaths.public);

    expect((await kit.call('get', feedPaths.post(open.id), VISITOR)).status).toBe(200);
    expect((await kit.call('get', feedPaths.comments(open.id), VISITOR)).status).toBe(200);
  });
});
