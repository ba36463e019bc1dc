import { createDiscussionApi } from '@campusloop/discussion-web';
import { FEED_PATHS, fillPath, type Post } from '@campusloop/contracts';
import { usesServerLastFlag } from '../components/post-view';

/** A post's discussion (comments, replies, comment likes) lives under its own path (spec §7). */
export const postDiscussionPath = (postId: string) => fillPath(FEED_PATHS.post, { postId });

const postDiscussion = createDiscussionApi(postDiscussionPath);

/** The discussion target of a post; campus posts page their comments by the server's `last` flag (spec §4). */
export function postDiscussionTarget(post: Pick<Post, 'id' | 'scope'>) {
  // The feed takes reports of comments and replies (issue 28): each one offers Report.
  return postDiscussion.targetWith({ useLastFlag: usesServerLastFlag(post), reports: true }, post.id);
}
