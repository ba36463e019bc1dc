import { z } from 'zod';
import { discussionRouteSpecs } from '../discussion/discussion-routes';
import { publicIdSchema } from '../ids';
import { MODERATION_DESKS } from '../moderation/moderation-desks';
import { moderationRouteSpecs } from '../moderation/moderation-routes';
import { commentModerationRouteSpecs } from '../discussion/comment-moderation-routes';
import { defineRoutes } from '../routes/route-contract';
import {
  createListingRequestSchema,
  listingCommentSchema,
  listingSchema,
  pagedListingCommentsSchema,
  pagedListingsSchema,
  updateListingRequestSchema,
} from './listing';
import { campusListingsQuerySchema, listingSoldQuerySchema, myListingsQuerySchema } from './listing-search';
import { MARKETPLACE_PATHS } from './marketplace-paths';

export const marketUniversityParamsSchema = z.object({ universityId: publicIdSchema });
export const listingParamsSchema = z.object({ universityId: publicIdSchema, listingId: publicIdSchema });

const CAMPUS = 'a verified student of {universityId}';
const asSeen = (what: string) => ({ 200: { description: what, schema: listingSchema } });

/**
 * Every public route of the marketplace service (spec §7 Marketplace, plus the price/sort/word search
 * on the campus list): the service mounts them with service-kit's `mountRoute`, the gateway documents
 * them at /api/v1/openapi.json (API_ROUTE_GROUPS) and its tests check answers against them.
 */
export const MARKETPLACE_ROUTES = defineRoutes('marketplace', {
  listCampusListings: {
    method: 'GET',
    path: MARKETPLACE_PATHS.campus,
    summary: "A university's listings, newest first (or by price), sold ones hidden unless hideSold=false",
    auth: 'required',
    access: CAMPUS,
    params: marketUniversityParamsSchema,
    query: campusListingsQuerySchema,
    answers: {
      200: { description: 'A page of listings as the caller sees them.', schema: pagedListingsSchema },
    },
    errors: [403],
  },
  listMyListings: {
    method: 'GET',
    path: MARKETPLACE_PATHS.mine,
    summary: "The caller's own listings, newest first (blocked and sold ones included)",
    auth: 'required',
    access: 'a verified university student',
    query: myListingsQuerySchema,
    answers: { 200: { description: "A page of the caller's listings.", schema: pagedListingsSchema } },
    errors: [403],
  },
  createListing: {
    method: 'POST',
    path: MARKETPLACE_PATHS.campus,
    summary: 'List an item for sale',
    auth: 'required',
    access: `${CAMPUS}, with a complete profile`,
    params: marketUniversityParamsSchema,
    body: createListingRequestSchema,
    answers: { 201: { description: 'The new listing as its seller sees it.', schema: listingSchema } },
    errors: [403, 413, 503],
  },
  getListing: {
    method: 'GET',
    path: MARKETPLACE_PATHS.listing,
    summary: 'One listing',
    auth: 'required',
    access: `${CAMPUS} (a blocked listing: its seller only)`,
    params: listingParamsSchema,
    answers: asSeen('The listing as the caller sees it.'),
    errors: [403, 404],
  },
  updateListing: {
    method: 'PUT',
    path: MARKETPLACE_PATHS.listing,
    summary: 'Edit a listing (only while not sold)',
    auth: 'required',
    access: 'its seller',
    params: listingParamsSchema,
    body: updateListingRequestSchema,
    answers: asSeen('The edited listing.'),
    errors: [403, 404, 409, 413, 503],
  },
  deleteListing: {
    method: 'DELETE',
    path: MARKETPLACE_PATHS.listing,
    summary: 'Delete a listing with its questions and images',
    auth: 'required',
    access: 'its seller',
    params: listingParamsSchema,
    answers: { 204: { description: 'Deleted.' } },
    errors: [403, 404],
  },
  setListingSold: {
    method: 'PATCH',
    path: MARKETPLACE_PATHS.sold,
    summary: 'Mark a listing as sold (sold=true) or available again (sold=false); idempotent',
    auth: 'required',
    access: 'its seller',
    params: listingParamsSchema,
    query: listingSoldQuerySchema,
    answers: asSeen('The listing with its new state.'),
    errors: [403, 404],
  },
  ...discussionRouteSpecs({
    base: MARKETPLACE_PATHS.listing,
    noun: 'listing',
    comment: listingCommentSchema,
    pagedComments: pagedListingCommentsSchema,
    access: CAMPUS,
    likes: false,
    readAuth: 'required',
  }),
  // Reports of listings and the moderators' desk (service-kit's moderation kit mounts them).
  ...moderationRouteSpecs({
    item: MARKETPLACE_PATHS.listing,
    itemParams: listingParamsSchema,
    desk: MODERATION_DESKS.listing.desk,
    noun: MODERATION_DESKS.listing.noun,
    access: CAMPUS,
  }),
  // Reports of questions and answers, their desk and sealed "restrict the author" (the discussion kit mounts them).
  ...commentModerationRouteSpecs({
    base: MARKETPLACE_PATHS.listing,
    desk: MODERATION_DESKS.listingComment.desk,
    access: `${CAMPUS} who can see the comment (404 otherwise)`,
  }),
});
