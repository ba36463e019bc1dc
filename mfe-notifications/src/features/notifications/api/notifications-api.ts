import {
  NOTIFICATION_LIMITS,
  NOTIFICATIONS_PATHS,
  fillPath,
  type DigestTimeZone,
  type DismissResult,
  type Notification,
  type NotificationPage,
  type NotificationPreferences,
  type ReadResult,
  type UnreadCount,
} from '@campusloop/contracts';
import { baseApi } from '@campusloop/web-platform';
import { notificationQuery } from './notification-query';

export type PageArgs = { page: number; unreadOnly: boolean };

/**
 * The notification centre's endpoints on the one RTK Query API (paths from NOTIFICATIONS_PATHS), all
 * through the spec §7 retry policy. The page's list is one cache entry per filter: page 0 replaces it,
 * later pages append without duplicates (spec §4); the bell's recent list is its own entry.
 */
export const notificationsApi = baseApi
  .enhanceEndpoints({ addTagTypes: ['Notifications', 'UnreadCount', 'NotificationPreferences'] })
  .injectEndpoints({
    endpoints: (build) => ({
      getUnreadCount: build.query<number, void>({
        queryFn: async (_arg, api, extra) => {
          const result = await notificationQuery(NOTIFICATIONS_PATHS.unreadCount, api, extra);
          if (result.error) return { error: result.error };
          return { data: Math.max(0, (result.data as UnreadCount).unreadCount) };
        },
        providesTags: ['UnreadCount'],
      }),
      getRecentNotifications: build.query<Notification[], void>({
        queryFn: async (_arg, api, extra) => {
          const result = await notificationQuery(
            { url: NOTIFICATIONS_PATHS.list, params: { page: 0, size: NOTIFICATION_LIMITS.dropdownSize } },
            api,
            extra,
          );
          if (result.error) return { error: result.error };
          return { data: (result.data as NotificationPage).notifications };
        },
        providesTags: ['Notifications'],
      }),
      getNotificationsPage: build.query<NotificationPage, PageArgs>({
        queryFn: async ({ page, unreadOnly }, api, extra) => {
          const result = await notificationQuery(
            {
              url: NOTIFICATIONS_PATHS.list,
              params: { page, size: NOTIFICATION_LIMITS.pageSize, unreadOnly },
            },
            api,
            extra,
          );
          return result.error ? { error: result.error } : { data: result.data as NotificationPage };
        },
        serializeQueryArgs: ({ queryArgs }) => ({ unreadOnly: queryArgs.unreadOnly }),
        merge: (cached, incoming, { arg }) => {
          if (arg.page === 0) return incoming;
          const known = new Set(cached.notifications.map((item) => item.id));
          cached.notifications.push(...incoming.notifications.filter((item) => !known.has(item.id)));
          cached.page = incoming.page;
          cached.hasMore = incoming.hasMore;
          cached.totalElements = incoming.totalElements;
          return cached;
        },
        forceRefetch: ({ currentArg, previousArg }) => currentArg?.page !== previousArg?.page,
        providesTags: ['Notifications'],
      }),
      markRead: build.mutation<Notification, string>({
        queryFn: async (id, api, extra) => {
          const result = await notificationQuery(
            { url: fillPath(NOTIFICATIONS_PATHS.read, { notificationId: id }), method: 'POST' },
            api,
            extra,
          );
          return result.error ? { error: result.error } : { data: result.data as Notification };
        },
      }),
      markAllRead: build.mutation<ReadResult, void>({
        queryFn: async (_arg, api, extra) => {
          const result = await notificationQuery(
            { url: NOTIFICATIONS_PATHS.readAll, method: 'POST' },
            api,
            extra,
          );
          return result.error ? { error: result.error } : { data: result.data as ReadResult };
        },
      }),
      bulkRead: build.mutation<ReadResult, string[]>({
        queryFn: async (ids, api, extra) => {
          const result = await notificationQuery(
            { url: NOTIFICATIONS_PATHS.bulkRead, method: 'POST', body: ids },
            api,
            extra,
          );
          return result.error ? { error: result.error } : { data: result.data as ReadResult };
        },
      }),
      dismiss: build.mutation<DismissResult, string>({
        queryFn: async (id, api, extra) => {
          const result = await notificationQuery(
            { url: fillPath(NOTIFICATIONS_PATHS.dismiss, { notificationId: id }), method: 'POST' },
            api,
            extra,
          );
          return result.error ? { error: result.error } : { data: result.data as DismissResult };
        },
      }),
      getPreferences: build.query<NotificationPreferences, void>({
        queryFn: async (_arg, api, extra) => {
          const result = await notificationQuery(NOTIFICATIONS_PATHS.preferences, api, extra);
          return result.error ? { error: result.error } : { data: result.data as NotificationPreferences };
        },
        providesTags: ['NotificationPreferences'],
      }),
      savePreferences: build.mutation<NotificationPreferences, NotificationPreferences>({
        queryFn: async (body, api, extra) => {
          const result = await notificationQuery(
            { url: NOTIFICATIONS_PATHS.preferences, method: 'PUT', body },
            api,
            extra,
          );
          return result.error ? { error: result.error } : { data: result.data as NotificationPreferences };
        },
        async onQueryStarted(_body, { dispatch, queryFulfilled }) {
          const { data } = await queryFulfilled.catch(() => ({ data: null }));
          if (data) dispatch(notificationsApi.util.upsertQueryData('getPreferences', undefined, data));
        },
      }),
      /** The zone the daily digest goes out in at 08:00 (issue 29): Settings sends the browser's. */
      saveDigestTimeZone: build.mutation<DigestTimeZone, DigestTimeZone>({
        queryFn: async (body, api, extra) => {
          const result = await notificationQuery(
            { url: NOTIFICATIONS_PATHS.digestTimeZone, method: 'PUT', body },
            api,
            extra,
          );
          return result.error ? { error: result.error } : { data: result.data as DigestTimeZone };
        },
      }),
    }),
  });

export const {
  useGetUnreadCountQuery,
  useGetRecentNotificationsQuery,
  useGetNotificationsPageQuery,
  useMarkReadMutation,
  useMarkAllReadMutation,
  useBulkReadMutation,
  useDismissMutation,
  useGetPreferencesQuery,
  useSavePreferencesMutation,
  useSaveDigestTimeZoneMutation,
} = notificationsApi;
