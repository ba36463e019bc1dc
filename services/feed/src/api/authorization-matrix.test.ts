import { COMMENT_MESSAGES, FEED_MESSAGES, POST_MESSAGES } from '@campusloop/contracts';
import { UNI_A, UNI_B, VISITOR, feedPaths, useFeedTestKit, type Persona } from '../testing/feed-test-kit';

const kit = useFeedTestKit();
beforeAll(() => {
  kit.communities().add('matrixComm1', { name: 'Matrix club', universityId: UNI_A });
});

type Who = 'owner' | 'other user' | 'other university' | 'unverified' | 'signed out';
const EVERYONE: Who[] = ['owner', 'other user', 'other university', 'unverified', 'signed out'];

async function personaFor(who: Who, owner: Persona): Promise<Persona> {
  switch (who) {
    case 'owner':
      return owner;
    case 'other user':
      return kit.student(UNI_A);
    case 'other university':
      return kit.student(UNI_B);
    case 'unverified':
      return kit.persona('Unverified', { universityId: UNI_A, universityVerified: false });
    case 'signed out':
      return VISITOR;
  }
}

interface Arranged {
  feed: string;
  postId: string;
  commentId: string;
}

interface MutatingRoute {
  name: string;
  act(as: Persona, arranged: Arranged): Promise<{ status: number; body: { message?: string } }>;
  /** Still as before after a refusal (read as the owner). */
  unchanged?(owner: Persona, arranged: Arranged): Promise<void>;
}

const ROUTES: MutatingRoute[] = [
  {
    name: 'POST create post',
    act: (as, { feed }) => kit.call('post', feed, as, { title: 'New', body: 'Post', isAnonymous: false }),
  },
  {
    name: 'PUT post',
    act: (as, { postId }) =>
      kit.call('put', feedPaths.post(postId), as, { title: 'Edited', body: 'Edited body' }),
    async unchanged(owner, { postId }) {
      expect((await kit.call('get', feedPaths.post(postId), owner)).body).toMatchObject({
        title: 'Original',
        body: 'Original body',
      });
    },
  },
  {
    name: 'DELETE post',
    act: (as, { postId }) => kit.call('delete', feedPaths.post(postId), as),
    async unchanged(owner, { postId }) {
      expect((await kit.call('get', feedPaths.post(postId), owner)).status).toBe(200);
    },
  },
  { name: 'POST like post', act: (as, { postId }) => kit.call('post', feedPaths.postLike(postId), as) },
  { name: 'DELETE like post', act: (as, { postId }) => kit.call('delete', feedPaths.postLike(postId), as) },
  {
    name: 'POST comment',
    act: (as, { postId }) =>
      kit.call('post', feedPaths.comments(postId), as, { body: 'Hello', parentId: null, isAnonymous: false }),
  },
  {
    name: 'POST reply',
    act: (as, { postId, commentId }) =>
      kit.call('post', feedPaths.comments(postId), as, {
        body: 'Hi',
        parentId: commentId,
        isAnonymous: false,
      }),
  },
  {
    name: 'DELETE comment',
    act: (as, { postId, commentId }) => kit.call('delete', feedPaths.comment(postId, commentId), as),
    async unchanged(owner, { postId, commentId }) {
      const comments = await kit.call('get', feedPaths.comments(postId), owner);
      expect(comments.body.content.map((comment: { id: string }) => comment.id)).toContain(commentId);
    },
  },
  {
    name: 'POST like comment',
    act: (as, { postId, commentId }) => kit.call('post', feedPaths.commentLike(postId, commentId), as),
  },
  {
    name: 'DELETE like comment',
    act: (as, { postId, commentId }) => kit.call('delete', feedPaths.commentLike(postId, commentId), as),
  },
];

type FeedKind = 'campus' | 'university community' | 'public';
const FEEDS: Record<FeedKind, string> = {
  campus: feedPaths.campus(UNI_A),
  'university community': feedPaths.universityCommunity(UNI_A, 'matrixComm1'),
  public: feedPaths.public,
};

const SESSION_EXPIRED = 'Session expired. Please log in again.';
const ownerOnly: Record<string, string> = {
  'PUT post': POST_MESSAGES.updateForbidden,
  'DELETE post': POST_MESSAGES.deleteForbidden,
  'DELETE comment': COMMENT_MESSAGES.deleteForbidden,
};
const successStatus = (route: string) =>
  route.startsWith('POST c') || route.startsWith('POST r')
    ? 201
    : route.startsWith('DELETE') && !route.includes('like')
      ? 204
      : 200;

/** What each persona gets on each route, for content in a campus, university community and the public feed. */
function expected(feed: FeedKind, route: string, who: Who): { status: number; message?: string } {
  if (who === 'signed out') return { status: 401, message: SESSION_EXPIRED };
  if (feed !== 'public' && (who === 'other university' || who === 'unverified'))
    return { status: 403, message: FEED_MESSAGES.accessDenied };
  if (who !== 'owner' && ownerOnly[route]) return { status: 403, message: ownerOnly[route] };
  return { status: successStatus(route) };
}

const cases = (['campus', 'university community', 'public'] as const).flatMap((feed) =>
  ROUTES.flatMap((route) => EVERYONE.map((who) => [feed, route.name, who] as const)),
);

describe('authorization matrix: every mutating route × owner, other user, other university, unverified, signed out', () => {
  it.each(cases)('%s feed, %s as %s', async (feed, routeName, who) => {
    const route = ROUTES.find((candidate) => candidate.name === routeName) as MutatingRoute;
    const owner = await kit.student(UNI_A);
    const feedPath = FEEDS[feed];
    const { id: postId } = await kit.createPost(owner, feedPath, {
      title: 'Original',
      body: 'Original body',
    });
    const { id: commentId } = await kit.addComment(owner, postId);
    const arranged = { feed: feedPath, postId, commentId };
    const as = await personaFor(who, owner);

    const res = await route.act(as, arranged);

    const want = expected(feed, routeName, who);
    expect({
      status: res.status,
      message: want.message === undefined ? undefined : res.body.message,
    }).toEqual(want);
    if (res.status >= 400 && route.unchanged) await route.unchanged(owner, arranged);
  });
});
