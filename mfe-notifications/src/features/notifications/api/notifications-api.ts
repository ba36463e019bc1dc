import {
  NOTIFICATIONS_PAGE_SIZE,
  NOTIFICATIONS_PATHS,
  type CreateNotificationsItemRequest,
  type NotificationsItem,
  type NotificationsItems,
} from '@campusloop/contracts';
import { baseApi } from '@campusloop/web-platform';

/** notifications's endpoints on the one RTK Query API; paths come from its route contract's paths (libs/contracts). */
export const notificationsApi = baseApi
  .enhanceEndpoints({ addTagTypes: ['NotificationsItems'] })
  .injectEndpoints({
    endpoints: (build) => ({
      getNotificationsItems: build.query<NotificationsItems, void>({
        query: () => ({ url: NOTIFICATIONS_PATHS.items, params: { size: NOTIFICATIONS_PAGE_SIZE } }),
        providesTags: ['NotificationsItems'],
      }),
      createNotificationsItem: build.mutation<NotificationsItem, CreateNotificationsItemRequest>({
        query: (body) => ({ url: NOTIFICATIONS_PATHS.items, method: 'POST', body }),
        invalidatesTags: ['NotificationsItems'],
      }),
    }),
  });

export const { useGetNotificationsItemsQuery, useCreateNotificationsItemMutation } = notificationsApi;
