// bench:lists — feed's lists: the public, one campus and one public community feed, the comments of
// one post and the replies to one comment (the discussion kit's lists), `count` rows each.
// The service comes in through its seeding entry (services/<name>/src/seeding.ts), nothing deeper.
import { FEED_PATHS, fillPath } from '@campusloop/contracts';
import { newId } from '@campusloop/service-kit';
import { type CommunityAccess, createFeedApp } from '../../../services/feed/src/seeding';
import { seedComments, seedFeedPosts } from '../bench-seed';
import type { ListBenchVertical } from '../list-bench-vertical';

const COMMUNITY_ID = newId();

/** The communities service's say, faked at its network edge: the bench community exists, the viewer is in. */
const benchCommunity: CommunityAccess = {
  async check() {
    return { name: 'Bench Community' };
  },
};

const feed: ListBenchVertical = {
  name: 'feed',
  async serve(deps) {
    const { app, store } = createFeedApp({ ...deps, communityAccess: benchCommunity });
    await store.init();
    return app;
  },
  async seed(connection, { count, viewer }) {
    const publicIds = await seedFeedPosts(connection, { scope: 'PUBLIC' }, count, viewer.viewerId);
    await seedFeedPosts(
      connection,
      { scope: 'CAMPUS', universityId: viewer.universityId },
      count,
      viewer.viewerId,
    );
    await seedFeedPosts(
      connection,
      { scope: 'COMMUNITY', communityId: COMMUNITY_ID, universityId: null },
      count,
      viewer.viewerId,
    );
    const postId = publicIds.at(-1) as string;
    const commentIds = await seedComments(connection, {
      targetType: 'POST',
      targetId: postId,
      count,
      viewerId: viewer.viewerId,
    });
    const commentId = commentIds.at(-1) as string;
    await seedComments(connection, {
      targetType: 'POST',
      targetId: postId,
      parentId: commentId,
      count,
      viewerId: viewer.viewerId,
    });
    return [
      { name: 'feed public', path: FEED_PATHS.publicPosts },
      { name: 'feed campus', path: fillPath(FEED_PATHS.campusPosts, { universityId: viewer.universityId }) },
      {
        name: 'feed community',
        path: fillPath(FEED_PATHS.publicCommunityPosts, { communityId: COMMUNITY_ID }),
      },
      { name: 'comments', path: fillPath(FEED_PATHS.comments, { postId }) },
      { name: 'replies', path: fillPath(FEED_PATHS.replies, { postId, commentId }) },
    ];
  },
};

export default feed;
