import {
  IDENTITY_PATHS,
  authorRestrictionPath,
  fillPath,
  moderationPaths,
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

/** Whose restriction an action changes: the item's author, by the desk's route (`restrictAuthor`). */
export type AuthorRef = { desk: ModerationDesk; itemId: string; authorId: string | null };

/**
 * Where the author of an item is restricted: the desk's sealed route (the owning service resolves the
 * item, the moderator never learns the account), or identity's route by the account the desk named.
 */
function restrictionUrl({ desk, itemId, authorId }: AuthorRef): string {
  if (desk.restrictAuthor === 'sealed') return fillPath(authorRestrictionPath(desk.desk), { itemId });
  if (desk.restrictAuthor === 'account' && authorId)
    return fillPath(IDENTITY_PATHS.accountRestriction, { userId: authorId });
  throw new Error(`The ${desk.label} desk cannot restrict this item's author`);
}

/** Whether the desk can restrict this item's author. */
export const canRestrictAuthor = ({ desk, authorId }: Omit<AuthorRef, 'itemId'>): boolean =>
  desk.restrictAuthor === 'sealed' || (desk.restrictAuthor === 'account' && authorId !== null);

/**
 * The moderators' calls: each desk's queue, actions and audit log (paths from the desk in
 * `MODERATION_DESKS`), and identity's account restriction and its audit log. Every action refreshes the queues and logs.
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
      /** Identity's log: account restrictions and lifts (with the moderator's name). */
      getRestrictionAudit: build.infiniteQuery<Paged<AuditEntry>, void, number>({
        infiniteQueryOptions: pagesOf(AUDIT_PAGE_SIZE),
        query: ({ pageParam }) => ({
          url: IDENTITY_PATHS.restrictionAudit,
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
      restrictAuthor: build.mutation<
        { restrictedUntil: string | null },
        AuthorRef & { hours: number; reason?: string }
      >({
        query: ({ hours, reason, ...author }) => ({
          url: restrictionUrl(author),
          method: 'PUT',
          body: { hours, ...(reason ? { reason } : {}) },
        }),
        invalidatesTags: (_result, error) => (error ? [] : ['ModerationAudit']),
      }),
      liftAuthorRestriction: build.mutation<
        { restrictedUntil: string | null },
        AuthorRef & { reason?: string }
      >({
        query: ({ reason, ...author }) => ({
          url: restrictionUrl(author),
          method: 'DELETE',
          body: reason ? { reason } : {},
        }),
        invalidatesTags: (_result, error) => (error ? [] : ['ModerationAudit']),
      }),
    }),
  });

export const {
  useGetReportQueueInfiniteQuery,
  useGetModerationAuditInfiniteQuery,
  useGetRestrictionAuditInfiniteQuery,
  useModerateItemMutation,
  useRestrictAuthorMutation,
  useLiftAuthorRestrictionMutation,
} = moderationApi;
