import { z } from 'zod';
import { publicIdSchema } from '../ids';
import { mediaItemSchema } from '../media/media-item';
import { ANONYMOUS_AUTHOR_NAME } from './discussion-messages';

/** How an author is shown on anything they wrote (spec §3 author: name, avatar, verified badge, university). */
export const authorSchema = z.strictObject({
  name: z.string(),
  avatarUrl: z.string().nullable(),
  isVerified: z.boolean(),
  universityName: z.string().nullable(),
});
export type Author = z.infer<typeof authorSchema>;

/** What everyone but the author sees of an anonymous author: a name and nothing that identifies. */
export const ANONYMOUS_AUTHOR: Author = Object.freeze({
  name: ANONYMOUS_AUTHOR_NAME,
  avatarUrl: null,
  isVerified: false,
  universityName: null,
});

interface AuthoredItem {
  isAnonymous: boolean;
  isOwner: boolean;
  author: Author;
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
 * The fields every authored item answers with (posts, events' and listings' comments and replies;
 * spec §3): its body and media, who wrote it as this viewer may see it, and this viewer's like.
 * Pair with `.superRefine(checkAnonymousAuthor)`.
 */
export const authoredItemShape = {
  id: publicIdSchema,
  body: z.string(),
  media: z.array(mediaItemSchema),
  isAnonymous: z.boolean(),
  author: authorSchema,
  authorId: z.string().min(1).optional(),
  createdAt: z.iso.datetime(),
  liked: z.boolean(),
  likeCount: z.number().int().min(0),
  isOwner: z.boolean(),
};
