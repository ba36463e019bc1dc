import {
  PAGE_SIZES,
  REVIEWS_PATHS,
  fillPath,
  type CreateRatingRequest,
  type Paged,
  type MyRatingsPage,
  type Rating,
  type UniversityRatingsPage,
  type UpdateRatingRequest,
} from '@campusloop/contracts';
import { baseApi, hasMorePages } from '@campusloop/web-platform';

const SIZE = PAGE_SIZES.ratings;
export type RatingRef = { universityId: string; ratingId: string };

/** Every rating list may change (and the aggregate with it) after a create, edit or delete. */
const ALL_RATING_LISTS = [{ type: 'RatingList' as const }];

const pages = {
  initialPageParam: 0,
  getNextPageParam: (lastPage: Paged<unknown>, _all: unknown, lastPageParam: number) =>
    hasMorePages(lastPage, SIZE) ? lastPageParam + 1 : undefined,
};

/**
 * The reviews service's endpoints on the one RTK Query API (paths from its route contract). The
 * university's details come from identity (web-platform's `useGetUniversityDetailsQuery`); the
 * aggregate comes with every page of its ratings (`summary`).
 */
export const reviewsApi = baseApi.enhanceEndpoints({ addTagTypes: ['RatingList'] }).injectEndpoints({
  endpoints: (build) => ({
    getUniversityRatings: build.infiniteQuery<UniversityRatingsPage, string, number>({
      infiniteQueryOptions: pages,
      query: ({ queryArg, pageParam }) => ({
        url: fillPath(REVIEWS_PATHS.ratings, { universityId: queryArg }),
        params: { page: pageParam, size: SIZE },
      }),
      providesTags: (_result, _error, universityId) => [{ type: 'RatingList', id: universityId }, 'RatingList'],
    }),
    getMyRatings: build.infiniteQuery<MyRatingsPage, void, number>({
      infiniteQueryOptions: pages,
      query: ({ pageParam }) => ({ url: REVIEWS_PATHS.mine, params: { page: pageParam, size: SIZE } }),
      providesTags: [{ type: 'RatingList', id: 'mine' }, 'RatingList'],
    }),
    createRating: build.mutation<Rating, { universityId: string; body: CreateRatingRequest }>({
      query: ({ universityId, body }) => ({
        url: fillPath(REVIEWS_PATHS.ratings, { universityId }),
        method: 'POST',
        body,
      }),
      invalidatesTags: (_result, error) => (error ? [] : ALL_RATING_LISTS),
    }),
    updateRating: build.mutation<Rating, RatingRef & { body: UpdateRatingRequest }>({
      query: ({ body, ...ref }) => ({ url: fillPath(REVIEWS_PATHS.rating, ref), method: 'PUT', body }),
      invalidatesTags: (_result, error) => (error ? [] : ALL_RATING_LISTS),
    }),
    deleteRating: build.mutation<null, RatingRef>({
      query: (ref) => ({ url: fillPath(REVIEWS_PATHS.rating, ref), method: 'DELETE' }),
      invalidatesTags: (_result, error) => (error ? [] : ALL_RATING_LISTS),
    }),
  }),
});

export const {
  useGetUniversityRatingsInfiniteQuery,
  useGetMyRatingsInfiniteQuery,
  useCreateRatingMutation,
  useUpdateRatingMutation,
  useDeleteRatingMutation,
} = reviewsApi;
