import type { Comment, Post } from '@campusloop/contracts';
import { aDiscussionComment, anId } from '@campusloop/contracts/testing';

export { anId, aPage } from '@campusloop/contracts/testing';

const AUTHOR = { name: 'Ravi Kumar', avatarUrl: null, isVerified: true, universityName: 'IIT Bombay' };
const CREATED = '2026-03-01T10:00:00.000Z';

/** A public post by someone else; override what the test is about. */
export function aPost(overrides: Partial<Post> = {}): Post {
  return {
    id: anId('post'),
    scope: 'PUBLIC',
    universityId: null,
    communityId: null,
    communityName: null,
    title: 'Hostel Wi-Fi tips',
    body: 'Use the 5 GHz network after 10 pm.',
    media: [],
    isAnonymous: false,
    author: AUTHOR,
    authorId: 'Auth0r_0001',
    createdAt: CREATED,
    updatedAt: CREATED,
    liked: false,
    likeCount: 0,
    commentCount: 0,
    isOwner: false,
    ...overrides,
  };
}

/** A top-level comment by someone else on `postId`. */
export function aComment(postId: string, overrides: Partial<Comment> = {}): Comment {
  return { ...aDiscussionComment({ body: 'Thanks, that helped!' }), postId, ...overrides };
}

