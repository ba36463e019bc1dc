import { z } from 'zod';
import { publicIdSchema } from '../ids';
import { mediaItemSchema } from '../media/media-item';
import { ANONYMOUS_AUTHOR_NAME } from './feed-messages';

/** Author snapshot on posts and comments (spec §3), taken from the access token at write time. */
export const feedAuthorSchema = z.strictObject({
  name: z.string(),
  avatarUrl: z.string().nullable(),
  isVerified: z.boolean(),
  universityName: z.string().nullable(),
});
export type FeedAuthor = z.infer<typeof feedAuthorSchema>;

/** What everyone but the author sees of an anonymous author: a name and nothing that identifies. */
export const ANONYMOUS_AUTHOR: FeedAuthor = Object.freeze({
  name: ANONYMOUS_AUTHOR_NAME,
  avatarUrl: null,
  isVerified: false,
  universityName: null,
});

interface AuthoredItem {
  isAnonymous: boolean;
  isOwner: boolean;
  author: FeedAuthor;
  authorId?: string | undefined;
}

/**
 * The privacy rule as a contract: an anonymous item seen by anyone but its author carries the
 * anonymous author and no `authorId`. Responses that break it fail contract validation.
 */
export function checkAnonymousAuthor(item: AuthoredItem, ctx: z.RefinementCtx): void {
  if (!item.isAnonymous || item.isOwner) return;
  if (item.authorId !== undefined) {
    ctx.addIssue({
      code: 'custom',
      path: ['authorId'],
      message: 'An anonymous author id must not be shown to others',
    });
  }
  const { name, avatarUrl, isVerified, universityName } = item.author;
  if (name !== ANONYMOUS_AUTHOR_NAME || avatarUrl !== null || isVerified || universityName !== null) {
    ctx.addIssue({
      code: 'custom',
      path: ['author'],
      message: 'An anonymous author must be shown as Anonymous',
    });
  }
}

/**
 * The fields every authored item answers with (posts, comments and replies; spec §3): its body and
 * media, who wrote it as this viewer may see it, and this viewer's like. Pair with
 * `.superRefine(checkAnonymousAuthor)`.
 */
export const authoredItemShape = {
  id: publicIdSchema,
  body: z.string(),
  media: z.array(mediaItemSchema),
  isAnonymous: z.boolean(),
  author: feedAuthorSchema,
  authorId: z.string().min(1).optional(),
  createdAt: z.iso.datetime(),
  liked: z.boolean(),
  likeCount: z.number().int().min(0),
  isOwner: z.boolean(),
};
