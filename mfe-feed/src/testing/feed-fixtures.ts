import type { Comment, Paged, Post } from '@campusloop/contracts';

let sequence = 0;
/** A fresh 11-character public id. */
export function anId(prefix = 'id'): string {
  sequence += 1;
  return `${prefix}${String(sequence)}`.padEnd(11, '_').slice(0, 11);
}

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
  return {
    id: anId('cmt'),
    postId,
    parentId: null,
    body: 'Thanks, that helped!',
    media: [],
    isAnonymous: false,
    author: { ...AUTHOR, name: 'Meera Iyer' },
    authorId: 'Auth0r_0002',
    createdAt: CREATED,
    liked: false,
    likeCount: 0,
    replyCount: 0,
    isOwner: false,
    ...overrides,
  };
}

/** A page of the spec §3 paged response. */
export function aPage<T>(
  content: T[],
  {
    page = 0,
    size = 20,
    totalElements = content.length,
    last = content.length < size,
  }: Partial<Omit<Paged<T>, 'content'>> = {},
): Paged<T> {
  return { content, page, size, totalElements, last };
}
