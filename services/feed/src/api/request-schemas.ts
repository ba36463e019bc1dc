import { z } from 'zod';
import { PAGE_SIZES, pageQuerySchema, publicIdSchema } from '@campusloop/contracts';

/** Path and query schemas of the feed routes (bodies come from libs/contracts). */
export const feedPageQuery = pageQuerySchema(PAGE_SIZES.feed);
export const communityPageQuery = pageQuerySchema(PAGE_SIZES.communityPosts);

export const universityParams = z.object({ universityId: publicIdSchema });
export const publicCommunityParams = z.object({ communityId: publicIdSchema });
export const universityCommunityParams = z.object({
  universityId: publicIdSchema,
  communityId: publicIdSchema,
});
export const postParams = z.object({ postId: publicIdSchema });
