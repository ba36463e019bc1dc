import { z } from 'zod';
import {
  COMMUNITY_DESCRIPTION_MAX,
  COMMUNITY_DESCRIPTION_MIN,
  COMMUNITY_NAME_MAX,
  COMMUNITY_NAME_MIN,
} from '../constants';
import { authorSchema } from '../discussion/authored-item';
import { publicIdSchema } from '../ids';
import { mediaItemSchema, uploadDescriptorSchema } from '../media/media-item';
import { pageQuerySchema, pagedSchema } from '../paging';
import { singleLineText } from '../single-line-text';
import { COMMUNITY_MESSAGES as M } from './community-messages';
import { COMMUNITIES_PAGE_SIZE } from './community-texts';

/** Spec §3 Community visibility: everyone signed in, or the verified students of one university. */
export const COMMUNITY_VISIBILITIES = ['PUBLIC', 'UNIVERSITY'] as const;
export type CommunityVisibility = (typeof COMMUNITY_VISIBILITIES)[number];

/** The marker that removes a community's cover (the default cover shows again). */
export const COMMUNITY_COVER_REMOVE = 'REMOVE';

/**
 * Spec §5: name 3 to under 255, description 3 to under 1000 (both trimmed; the messages say "less
 * than 255/1000 characters", so 255 and 1000 themselves are refused).
 */
const nameSchema = singleLineText(
  z
    .string({ error: M.nameRequired })
    .trim()
    .min(1, M.nameRequired)
    .min(COMMUNITY_NAME_MIN, M.nameTooShort)
    .max(COMMUNITY_NAME_MAX - 1, M.nameTooLong),
  'Community name',
);
const descriptionSchema = z
  .string({ error: M.descriptionRequired })
  .trim()
  .min(1, M.descriptionRequired)
  .min(COMMUNITY_DESCRIPTION_MIN, M.descriptionTooShort)
  .max(COMMUNITY_DESCRIPTION_MAX - 1, M.descriptionTooLong);
const visibilitySchema = z.enum(COMMUNITY_VISIBILITIES, { error: M.visibilityRequired });

/**
 * `coverImage` of a create or edit: a new upload descriptor (media context COMMUNITY, one image),
 * the current cover sent back by id (keep it), `REMOVE` (default cover), or null/absent (create: no
 * cover; edit: keep whatever there is).
 */
export const communityCoverInputSchema = z.union(
  [
    uploadDescriptorSchema,
    z.strictObject({ id: publicIdSchema, isDefault: z.boolean().optional(), url: z.string().optional() }),
    z.literal(COMMUNITY_COVER_REMOVE),
  ],
  { error: M.coverInvalid },
);
export type CommunityCoverInput = z.infer<typeof communityCoverInputSchema>;

const communityFields = {
  name: nameSchema,
  description: descriptionSchema,
  visibility: visibilitySchema,
  /** A university community's university: the caller's own (a verified student of it); null/absent for PUBLIC. */
  universityId: publicIdSchema.nullable().default(null),
  coverImage: communityCoverInputSchema.nullable().default(null),
};

/**
 * POST /communities {name, description, visibility, coverImage, universityId} (spec §7). Ownership,
 * counts and `official` are never the client's: any other field is a 400.
 */
export const createCommunityRequestSchema = z.strictObject(communityFields);
export type CreateCommunityRequest = z.input<typeof createCommunityRequestSchema>;
export type CreateCommunityInput = z.output<typeof createCommunityRequestSchema>;

/** PUT /communities/{id}: the same fields; `visibility` (and a university's id) must stay what they are. */
export const updateCommunityRequestSchema = z.strictObject(communityFields);
export type UpdateCommunityRequest = z.input<typeof updateCommunityRequestSchema>;
export type UpdateCommunityInput = z.output<typeof updateCommunityRequestSchema>;

/** GET /communities?page&size (public) and ?universityId (the campus list of that university). */
export const communitiesListQuerySchema = pageQuerySchema(COMMUNITIES_PAGE_SIZE).extend({
  universityId: publicIdSchema.optional(),
});
export const communitiesPageQuerySchema = pageQuerySchema(COMMUNITIES_PAGE_SIZE);

export const communityParamsSchema = z.object({ communityId: publicIdSchema });

/** Spec §3 Community as a viewer sees it (`isMember`, `isOwner` per viewer; creator from the people projection). */
export const communitySchema = z.strictObject({
  id: publicIdSchema,
  name: z.string().min(1),
  description: z.string(),
  visibility: z.enum(COMMUNITY_VISIBILITIES),
  universityId: publicIdSchema.nullable(),
  coverImage: mediaItemSchema.nullable(),
  memberCount: z.number().int().min(0),
  official: z.boolean(),
  isMember: z.boolean(),
  isOwner: z.boolean(),
  creator: authorSchema,
  creatorId: z.string().min(1),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  /** Present (true) only for the owner of a community a moderator blocked: nobody else gets it (issue 28). */
  blocked: z.literal(true).optional(),
});
export type Community = z.infer<typeof communitySchema>;

export const pagedCommunitiesSchema = pagedSchema(communitySchema);
export type PagedCommunities = z.infer<typeof pagedCommunitiesSchema>;
