import type { DiscussionComment } from '../discussion/comment';
import type { Paged } from '../paging';

let sequence = 0;
/** A fresh 11-character public id starting with `prefix`. */
export function anId(prefix = 'id'): string {
  sequence += 1;
  return `${prefix}${String(sequence)}`.padEnd(11, '_').slice(0, 11);
}

/** A page of the spec §3 paged response; `last` unless the page is full. */
export function aPage<T>(
  content: T[],
  { page = 0, size = 20, totalElements = content.length, last }: Partial<Omit<Paged<T>, 'content'>> = {},
): Paged<T> {
  return { content, page, size, totalElements, last: last ?? content.length < size };
}

/** A comment in any discussion, by someone else; override what the test is about. */
export function aDiscussionComment(overrides: Partial<DiscussionComment> = {}): DiscussionComment {
  return {
    id: anId('cmt'),
    parentId: null,
    body: 'Is there parking?',
    media: [],
    isAnonymous: false,
    author: { name: 'Meera Iyer', avatarUrl: null, isVerified: true, universityName: 'IIT Bombay' },
    authorId: 'Auth0r_0002',
    createdAt: '2026-03-01T10:00:00.000Z',
    liked: false,
    likeCount: 0,
    replyCount: 0,
    isOwner: false,
    ...overrides,
  };
}
