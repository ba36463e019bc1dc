import { z } from 'zod';
import { PAGE_SIZES } from '../constants';
import { publicIdSchema } from '../ids';
import { pageQuerySchema } from '../paging';
import { commentModerationRouteSpecs } from '../discussion/comment-moderation-routes';
import { discussionRouteSpecs } from '../discussion/discussion-routes';
import { MODERATION_DESKS } from '../moderation/moderation-desks';
import { authorRestrictionRouteSpecs, moderationRouteSpecs } from '../moderation/moderation-routes';
import { defineRoutes, type RouteSpec } from '../routes/route-contract';
import { pagedCommentsSchema, commentSchema } from './comment';
import { FEED_MODERATION_DESK, FEED_PATHS } from './feed-paths';
import { createPostRequestSchema, pagedPostsSchema, postSchema, updatePostRequestSchema } from './post';

export const feedPageQuerySchema = pageQuerySchema(PAGE_SIZES.feed);
export const communityPostsPageQuerySchema = pageQuerySchema(PAGE_SIZES.communityPosts);

export const campusFeedParamsSchema = z.object({ universityId: publicIdSchema });
export const publicCommunityFeedParamsSchema = z.object({ communityId: publicIdSchema });
export const campusCommunityFeedParamsSchema = z.object({
  universityId: publicIdSchema,
  communityId: publicIdSchema,
});
export const postParamsSchema = z.object({ postId: publicIdSchema });

const CAMPUS = 'a verified student of {universityId}';
const VERSION = 'The edit version of the post (send it back as If-Match).';
const POST_ERRORS = [403, 404, 413, 503] as const;

/** GET (a page, newest first) and POST (201, the new post) of one of the four feeds (spec §7). */
function feed<P extends z.ZodType | undefined, Q extends z.ZodType>(
  path: string,
  params: P,
  query: Q,
  readAuth: 'optional' | 'required',
  access: string,
  name: string,
) {
  return {
    list: {
      method: 'GET',
      path,
      summary: `The ${name}, newest first`,
      auth: readAuth,
      access,
      params,
      query,
      answers: { 200: { description: 'A page of posts as the caller sees them.', schema: pagedPostsSchema } },
      // A community's feed answers 404 for a community the caller may not see, as for an unknown id.
      errors: path.includes('{communityId}') ? [403, 404] : [403],
    },
    create: {
      method: 'POST',
      path,
      summary: `Write a post in the ${name}`,
      auth: 'required',
      access: `${access}, with a complete profile`,
      params,
      body: createPostRequestSchema,
      answers: { 201: { description: 'The new post as its author sees it.', schema: postSchema } },
      errors: POST_ERRORS,
    },
  } as const satisfies Record<string, RouteSpec>;
}

const publicFeed = feed(
  FEED_PATHS.publicPosts,
  undefined,
  feedPageQuerySchema,
  'optional',
  'anyone (reading); any signed-in user (writing)',
  'public feed',
);
const campusFeed = feed(
  FEED_PATHS.campusPosts,
  campusFeedParamsSchema,
  feedPageQuerySchema,
  'required',
  CAMPUS,
  'campus feed',
);
const publicCommunity = feed(
  FEED_PATHS.publicCommunityPosts,
  publicCommunityFeedParamsSchema,
  communityPostsPageQuerySchema,
  'required',
  'any signed-in user the community admits',
  'posts of a public community',
);
const campusCommunity = feed(
  FEED_PATHS.campusCommunityPosts,
  campusCommunityFeedParamsSchema,
  communityPostsPageQuerySchema,
  'required',
  `${CAMPUS} whom the community admits`,
  'posts of a campus community',
);

/** Every public route of the feed service (spec §7 Feeds and posts). */
export const FEED_ROUTES = defineRoutes('feed', {
  listPublicPosts: publicFeed.list,
  createPublicPost: publicFeed.create,
  listCampusPosts: campusFeed.list,
  createCampusPost: campusFeed.create,
  listPublicCommunityPosts: publicCommunity.list,
  createPublicCommunityPost: publicCommunity.create,
  listCampusCommunityPosts: campusCommunity.list,
  createCampusCommunityPost: campusCommunity.create,
  getPost: {
    method: 'GET',
    path: FEED_PATHS.post,
    summary: 'One post',
    auth: 'optional',
    access: `anyone for a public post; ${CAMPUS} for a campus post`,
    params: postParamsSchema,
    answers: {
      200: { description: 'The post as the caller sees it.', schema: postSchema, headers: { ETag: VERSION } },
    },
    errors: [403, 404, 410],
  },
  updatePost: {
    method: 'PUT',
    path: FEED_PATHS.post,
    summary: 'Edit a post (title, body, images)',
    auth: 'required',
    access: "the post's author",
    params: postParamsSchema,
    body: updatePostRequestSchema,
    requestHeaders: { 'If-Match': 'The ETag read with the post; a stale one answers 409.' },
    answers: { 200: { description: 'The edited post.', schema: postSchema, headers: { ETag: VERSION } } },
    errors: [403, 404, 409, 413, 503],
  },
  deletePost: {
    method: 'DELETE',
    path: FEED_PATHS.post,
    summary: 'Delete a post with its comments, likes and images',
    auth: 'required',
    access: "the post's author",
    params: postParamsSchema,
    answers: { 204: { description: 'Deleted.' } },
    errors: [403, 404],
  },
  ...discussionRouteSpecs({
    base: FEED_PATHS.post,
    noun: 'post',
    comment: commentSchema,
    pagedComments: pagedCommentsSchema,
    access: `anyone (reading) or any signed-in user (writing) on a public post; ${CAMPUS} on a campus post`,
    likes: true,
    readAuth: 'optional',
  }),
  // Reports of posts and the moderators' desk (service-kit's moderation kit mounts them), issue 28.
  ...moderationRouteSpecs({
    item: FEED_PATHS.post,
    itemParams: postParamsSchema,
    desk: FEED_MODERATION_DESK,
    noun: 'post',
    access: `any signed-in user who can see the post (${CAMPUS} for a campus post)`,
  }),
  // Anonymous posts: a moderator restricts the author without learning who it is.
  ...authorRestrictionRouteSpecs({ desk: FEED_MODERATION_DESK, noun: 'post' }),
  // Reports of comments and replies, their desk and sealed "restrict the author" (the discussion kit mounts them).
  ...commentModerationRouteSpecs({
    base: FEED_PATHS.post,
    desk: MODERATION_DESKS.comment.desk,
    access: `any signed-in user who can see the comment (${CAMPUS} for a campus post)`,
  }),
});
