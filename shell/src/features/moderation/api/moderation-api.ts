import {
  IDENTITY_PATHS,
  fillPath,
  moderationPaths,
  type AccountRestrictionView,
  type AuditEntry,
  type ModerationActionResult,
  type ModerationDesk,
  type Paged,
  type ReportedItem,
} from '@campusloop/contracts';
import { baseApi, hasMorePages } from '@campusloop/web-platform';

export const QUEUE_PAGE_SIZE = 20;
export const AUDIT_PAGE_SIZE = 50;

/** A queue entry with the `id` paged lists key on (an item's kind and id). */
export type QueueEntry = ReportedItem & { id: string };

export type DeskAction = 'block' | 'unblock' | 'dismiss';

const pagesOf = (size: number) => ({
  initialPageParam: 0,
  getNextPageParam: (lastPage: Paged<unknown>, _all: unknown, lastPageParam: number) =>
    hasMorePages(lastPage, size, true) ? lastPageParam + 1 : undefined,
});

/** A desk's paths (contracts' `moderationPaths`; the item's own report path is not used here). */
const deskPaths = (desk: Pick<ModerationDesk, 'desk'>) => moderationPaths('', desk.desk);

/**
 * The moderators' calls: each desk's queue, actions and audit log (paths from the desk in
 * `MODERATION_DESKS`), and identity's account restriction. Every action refreshes the queues and logs.
 */
export const moderationApi = baseApi
  .enhanceEndpoints({ addTagTypes: ['ModerationQueue', 'ModerationAudit'] })
  .injectEndpoints({
    endpoints: (build) => ({
      getReportQueue: build.infiniteQuery<Paged<QueueEntry>, ModerationDesk, number>({
        infiniteQueryOptions: pagesOf(QUEUE_PAGE_SIZE),
        query: ({ queryArg, pageParam }) => ({
          url: deskPaths(queryArg).queue,
          params: { page: pageParam, size: QUEUE_PAGE_SIZE },
        }),
        transformResponse: (page: Paged<ReportedItem>) => ({
          ...page,
          content: page.content.map((item) => ({ ...item, id: `${item.itemType}:${item.itemId}` })),
        }),
        providesTags: ['ModerationQueue'],
      }),
      getModerationAudit: build.infiniteQuery<Paged<AuditEntry>, ModerationDesk, number>({
        infiniteQueryOptions: pagesOf(AUDIT_PAGE_SIZE),
        query: ({ queryArg, pageParam }) => ({
          url: deskPaths(queryArg).audit,
          params: { page: pageParam, size: AUDIT_PAGE_SIZE },
        }),
        providesTags: ['ModerationAudit'],
      }),
      moderateItem: build.mutation<
        ModerationActionResult,
        { desk: ModerationDesk; action: DeskAction; itemId: string; reason?: string }
      >({
        query: ({ desk, action, itemId, reason }) => ({
          url: fillPath(deskPaths(desk)[action], { itemId }),
          method: 'POST',
          body: reason ? { reason } : {},
        }),
        invalidatesTags: (_result, error) => (error ? [] : ['ModerationQueue', 'ModerationAudit']),
      }),
      restrictAccount: build.mutation<
        AccountRestrictionView,
        { userId: string; hours: number; reason?: string }
      >({
        query: ({ userId, hours, reason }) => ({
          url: fillPath(IDENTITY_PATHS.accountRestriction, { userId }),
          method: 'PUT',
          body: { hours, ...(reason ? { reason } : {}) },
        }),
      }),
    }),
  });

export const {
  useGetReportQueueInfiniteQuery,
  useGetModerationAuditInfiniteQuery,
  useModerateItemMutation,
  useRestrictAccountMutation,
} = moderationApi;
