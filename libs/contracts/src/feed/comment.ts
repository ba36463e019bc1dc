import { z } from 'zod';
import { commentSchemaFor, pagedCommentsSchemaFor } from '../discussion/comment';

export {
  COMMENT_BODY_MAX,
  createCommentRequestSchema,
  type CreateCommentRequest,
  type CreateCommentInput,
} from '../discussion/comment';

/** A comment or reply on a post as one viewer sees it (spec §3): the discussion comment with `postId`. */
export const commentSchema = commentSchemaFor('postId');
export type Comment = z.infer<typeof commentSchema>;

export const pagedCommentsSchema = pagedCommentsSchemaFor('postId');
export type PagedComments = z.infer<typeof pagedCommentsSchema>;
