import { ANONYMOUS_AUTHOR } from './authored-item';
import { commentSchemaFor, createCommentRequestSchema, discussionCommentSchema } from './comment';
import { COMMENT_MESSAGES } from './discussion-messages';
import { discussionActorSchema } from './discussion-events';

const comment = {
  id: 'c0000000001',
  body: 'When does it start?',
  media: [],
  isAnonymous: true,
  author: { ...ANONYMOUS_AUTHOR },
  createdAt: '2026-11-23T01:00:00.000Z',
  liked: false,
  likeCount: 0,
  isOwner: false,
  parentId: null,
  replyCount: 0,
};

describe('discussion contracts', () => {
  it('names the target per vertical: an event comment carries eventId and refuses postId', () => {
    const eventComment = commentSchemaFor('eventId');

    expect(eventComment.safeParse({ ...comment, eventId: 'e0000000001' }).success).toBe(true);
    expect(eventComment.safeParse({ ...comment, postId: 'p0000000001' }).success).toBe(false);
  });

  it('refuses an anonymous comment that shows its author to others', () => {
    const leaked = { ...comment, authorId: 'user-1', author: { ...ANONYMOUS_AUTHOR, name: 'Meera' } };

    const result = discussionCommentSchema.safeParse(leaked);

    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path[0]).sort()).toEqual(['author', 'authorId']);
    expect(commentSchemaFor('eventId').safeParse({ ...leaked, eventId: 'e0000000001' }).success).toBe(false);
  });

  it('needs text or an image on any target', () => {
    const result = createCommentRequestSchema.safeParse({ body: '   ' });

    expect(result.error?.issues[0]?.message).toBe(COMMENT_MESSAGES.required);
  });

  it('never lets an anonymous actor carry an id', () => {
    expect(
      discussionActorSchema.safeParse({ id: 'u1', name: 'Anonymous', avatarUrl: null, isAnonymous: true }).success,
    ).toBe(false);
  });
});
