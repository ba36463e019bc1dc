import {
  REVIEWS_PAGE_SIZE,
  REVIEWS_PATHS,
  type CreateReviewsItemRequest,
  type ReviewsItem,
  type ReviewsItems,
} from '@campusloop/contracts';
import { baseApi } from '@campusloop/web-platform';

/** reviews's endpoints on the one RTK Query API; paths come from its route contract's paths (libs/contracts). */
export const reviewsApi = baseApi.enhanceEndpoints({ addTagTypes: ['ReviewsItems'] }).injectEndpoints({
  endpoints: (build) => ({
    getReviewsItems: build.query<ReviewsItems, void>({
      query: () => ({ url: REVIEWS_PATHS.items, params: { size: REVIEWS_PAGE_SIZE } }),
      providesTags: ['ReviewsItems'],
    }),
    createReviewsItem: build.mutation<ReviewsItem, CreateReviewsItemRequest>({
      query: (body) => ({ url: REVIEWS_PATHS.items, method: 'POST', body }),
      invalidatesTags: ['ReviewsItems'],
    }),
  }),
});

export const { useGetReviewsItemsQuery, useCreateReviewsItemMutation } = reviewsApi;
