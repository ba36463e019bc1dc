import { z } from 'zod';
import { MAX_IMAGES_PER_CONTEXT } from '../constants';
import { publicIdSchema } from '../ids';
import { pagedSchema } from '../paging';
import { maxImagesMessage } from '../media/media-messages';
import { uploadDescriptorSchema } from '../media/media-item';
import { authoredItemShape, checkAnonymousAuthor } from './authored-item';
import { COMMENT_MESSAGES } from './discussion-messages';

/** Server limit (the spec gives none for comments). */
export const COMMENT_BODY_MAX = 2000;
const MAX_COMMENT_IMAGES = MAX_IMAGES_PER_CONTEXT.COMMENT;

/**
 * POST {target}/comments {body, parentId, isAnonymous, media?} (spec §7), for any discussion target
 * (a post, an event, a listing). A comment needs text or at least one image (spec §5: comments may
 * be sent with media only). `parentId` null (or absent) is a top-level comment, otherwise a reply
 * to that comment or reply.
 */
export const createCommentRequestSchema = z
  .strictObject({
    body: z
      .string({ error: COMMENT_MESSAGES.required })
      .trim()
      .max(COMMENT_BODY_MAX, COMMENT_MESSAGES.tooLong)
      .default(''),
    parentId: publicIdSchema.nullable().default(null),
    isAnonymous: z.boolean().default(false),
    media: z
      .array(uploadDescriptorSchema)
      .max(MAX_COMMENT_IMAGES, maxImagesMessage(MAX_COMMENT_IMAGES, 'COMMENT'))
      .default([]),
  })
  .refine((comment) => comment.body.length > 0 || comment.media.length > 0, {
    path: ['body'],
    message: COMMENT_MESSAGES.required,
  });
export type CreateCommentRequest = z.input<typeof createCommentRequestSchema>;
export type CreateCommentInput = z.output<typeof createCommentRequestSchema>;

/** The fields of a comment or reply on any target (spec §3), without the field naming the target. */
export const discussionCommentShape = {
  ...authoredItemShape,
  parentId: publicIdSchema.nullable(),
  replyCount: z.number().int().min(0),
};

/** A comment or reply as one viewer sees it, whatever it is about (what the web kit works with). */
export const discussionCommentSchema = z.object(discussionCommentShape).superRefine(checkAnonymousAuthor);
export type DiscussionComment = z.infer<typeof discussionCommentSchema>;

/**
 * The strict comment contract of one kind of target: the shared fields plus `targetField` naming
 * the target (`postId` on posts, `eventId` on events...). The anonymity rule is checked.
 */
export function commentSchemaFor<K extends string>(targetField: K) {
  const target = { [targetField]: publicIdSchema } as { [P in K]: typeof publicIdSchema };
  return z
    .strictObject({ ...discussionCommentShape, ...target })
    .superRefine((comment, ctx) => checkAnonymousAuthor(comment as unknown as DiscussionComment, ctx));
}

/** The paged comments contract of one kind of target. */
export function pagedCommentsSchemaFor<K extends string>(targetField: K) {
  return pagedSchema(commentSchemaFor(targetField));
}
