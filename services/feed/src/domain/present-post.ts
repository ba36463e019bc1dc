import type { Post } from '@campusloop/contracts';
import type { PostDoc } from '../data/post-model';
import { presentAuthorship, type PeopleById } from '@campusloop/service-kit';

/** A stored post as `viewerId` may see it (spec §3 Post). */
export function presentPost(
  post: PostDoc,
  viewerId: string | undefined,
  liked: boolean,
  people: PeopleById,
): Post {
  const { author, authorId, isOwner, media } = presentAuthorship(post, viewerId, people);
  return {
    id: post._id,
    scope: post.scope,
    universityId: post.universityId ?? null,
    communityId: post.communityId ?? null,
    communityName: post.communityName ?? null,
    title: post.title,
    body: post.body,
    media,
    isAnonymous: post.isAnonymous,
    author,
    ...(authorId !== undefined ? { authorId } : {}),
    createdAt: post.createdAt.toISOString(),
    updatedAt: post.updatedAt.toISOString(),
    liked,
    likeCount: Math.max(0, post.likeCount),
    commentCount: Math.max(0, post.commentCount),
    isOwner,
    // Only the author is ever handed a blocked post (find-post.ts); the marker is for them.
    ...(post.blocked && isOwner ? { blocked: true as const } : {}),
  };
}
