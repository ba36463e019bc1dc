import { z } from 'zod';
import { MAX_IMAGES_PER_CONTEXT, POST_BODY_MAX, POST_TITLE_MAX } from '../constants';
import { pagedSchema } from '../paging';
import { maxImagesMessage } from '../media/media-messages';
import { mediaInputSchema, uploadDescriptorSchema } from '../media/media-item';
import { authoredItemShape, checkAnonymousAuthor } from '../discussion/authored-item';
import { POST_MESSAGES } from './feed-messages';
import { singleLineText } from '../single-line-text';

export const POST_SCOPES = ['PUBLIC', 'CAMPUS', 'COMMUNITY'] as const;
export type PostScope = (typeof POST_SCOPES)[number];

const MAX_POST_IMAGES = MAX_IMAGES_PER_CONTEXT.POST;

/** Trimmed, required, at most `max`; a missing or non-string value reads as missing. */
function requiredText(max: number, required: string, tooLong: string) {
  return z.string({ error: required }).trim().min(1, required).max(max, tooLong);
}

const isAnonymousSchema = z.boolean({ error: POST_MESSAGES.anonymousInvalid });

/** POST /feed/.../posts (spec §7): new images arrive as upload descriptors only. */
export const createPostRequestSchema = z.strictObject({
  title: singleLineText(
    requiredText(POST_TITLE_MAX, POST_MESSAGES.titleRequired, POST_MESSAGES.titleTooLong),
    'Title',
  ),
  body: requiredText(POST_BODY_MAX, POST_MESSAGES.contentRequired, POST_MESSAGES.contentTooLong),
  isAnonymous: isAnonymousSchema.default(false),
  media: z
    .array(uploadDescriptorSchema)
    .max(MAX_POST_IMAGES, maxImagesMessage(MAX_POST_IMAGES, 'POST'))
    .default([]),
});
export type CreatePostRequest = z.input<typeof createPostRequestSchema>;
export type CreatePostInput = z.output<typeof createPostRequestSchema>;

/**
 * PUT /feed/posts/{id} (spec §7): title, body and media only. `media` lists the post's images as they
 * should be afterwards (kept ones by id, new ones as descriptors); omitted keeps them as they are.
 * `isAnonymous` may be sent but must equal the post's (the server answers 400 otherwise).
 */
export const updatePostRequestSchema = z.strictObject(
  {
    title: singleLineText(
      requiredText(POST_TITLE_MAX, POST_MESSAGES.updateTitleRequired, POST_MESSAGES.updateTitleTooLong),
      'Title',
    ),
    body: requiredText(
      POST_BODY_MAX,
      POST_MESSAGES.updateContentRequired,
      POST_MESSAGES.updateContentTooLong,
    ),
    media: z
      .array(mediaInputSchema)
      .max(MAX_POST_IMAGES, maxImagesMessage(MAX_POST_IMAGES, 'POST'))
      .optional(),
    isAnonymous: isAnonymousSchema.optional(),
  },
  { error: (issue) => (issue.code === 'invalid_type' ? POST_MESSAGES.dataRequired : undefined) },
);
export type UpdatePostRequest = z.input<typeof updatePostRequestSchema>;
export type UpdatePostInput = z.output<typeof updatePostRequestSchema>;

/**
 * A post as one viewer sees it (spec §3). `authorId` is present unless the post is anonymous and
 * the viewer is not its author; `liked` and `isOwner` are computed for the viewer (false signed out).
 * A post was edited when `updatedAt` differs from `createdAt`; likes and comments never change it.
 */
export const postSchema = z
  .strictObject({
    ...authoredItemShape,
    scope: z.enum(POST_SCOPES),
    universityId: z.string().nullable(),
    communityId: z.string().nullable(),
    communityName: z.string().nullable(),
    title: z.string(),
    updatedAt: z.iso.datetime(),
    commentCount: z.number().int().min(0),
    /** Present (true) only for the author of a post a moderator blocked: nobody else gets it (issue 28). */
    blocked: z.literal(true).optional(),
  })
  .superRefine(checkAnonymousAuthor)
  .refine((post) => !post.blocked || post.isOwner, {
    message: 'A blocked post is shown to its author only',
    path: ['blocked'],
  });
export type Post = z.infer<typeof postSchema>;

export const pagedPostsSchema = pagedSchema(postSchema);
export type PagedPosts = z.infer<typeof pagedPostsSchema>;
