import { z } from 'zod';
import { MAX_IMAGES_PER_CONTEXT } from '../constants';
import { publicIdSchema } from '../ids';
import { pagedSchema } from '../paging';
import { maxImagesMessage } from '../media/media-messages';
import { uploadDescriptorSchema } from '../media/media-item';
import { authoredItemShape, checkAnonymousAuthor } from './feed-author';
import { COMMENT_MESSAGES } from './feed-messages';

/** Server limit (the spec gives none for comments). */
export const COMMENT_BODY_MAX = 2000;
const MAX_COMMENT_IMAGES = MAX_IMAGES_PER_CONTEXT.COMMENT;

/**
 * POST /feed/posts/{id}/comments {body, parentId, isAnonymous, media?} (spec §7). A comment needs
 * text or at least one image (spec §5: post comments may be sent with media only). `parentId`
 * null (or absent) is a top-level comment, otherwise a reply to that comment or reply.
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

/** A comment or reply as one viewer sees it (spec §3); the anonymity rule is the post's. */
export const commentSchema = z
  .strictObject({
    ...authoredItemShape,
    postId: publicIdSchema,
    parentId: publicIdSchema.nullable(),
    replyCount: z.number().int().min(0),
  })
  .superRefine(checkAnonymousAuthor);
export type Comment = z.infer<typeof commentSchema>;

export const pagedCommentsSchema = pagedSchema(commentSchema);
export type PagedComments = z.infer<typeof pagedCommentsSchema>;
