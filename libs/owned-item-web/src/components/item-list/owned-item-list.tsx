import type { ReactNode } from 'react';
import { ErrorPanel, Loading, LoadMore } from '@campusloop/ui';
import { FEED_STATUS_MESSAGES, normalizeApiError, type PagedList } from '@campusloop/web-platform';
import { serverMessage } from '../../errors/status-texts';

export type OwnedItemListProps = {
  /** The paged list (`usePagedList`). */
  list: Pick<
    PagedList<unknown>,
    | 'items'
    | 'isLoading'
    | 'isLoadingMore'
    | 'loadError'
    | 'loadMoreError'
    | 'hasMore'
    | 'loadMore'
    | 'reload'
  >;
  /** What the spinner says ('Loading posts...'). */
  loadingLabel: string;
  /** Shown when the list has no items (an EmptyState). */
  empty: ReactNode;
  /** Replaces the error panel when the list answers 403 (e.g. Access Required). */
  forbidden?: ReactNode;
  /** Offered next to Try Again when the list fails to load. */
  errorAction?: ReactNode;
  /** Load More's button text and end line. */
  loadMoreLabel?: string;
  endMessage?: string;
  /** Under the items, above Load More (e.g. 'Showing n events'). */
  footer?: ReactNode;
  /** The items (a feed, a grid of cards). */
  children: ReactNode;
};

/**
 * A list of owned items (spec §2): loading, the error panel with Try Again (or `forbidden` on 403),
 * the empty state, then the items with Load More, its error (server message first) and the end line.
 */
export function OwnedItemList({
  list,
  loadingLabel,
  empty,
  forbidden,
  errorAction,
  loadMoreLabel,
  endMessage,
  footer,
  children,
}: OwnedItemListProps) {
  if (list.isLoading) return <Loading label={loadingLabel} />;
  if (list.loadError) {
    const error = normalizeApiError(list.loadError, { messages: FEED_STATUS_MESSAGES });
    if (error.status === 403 && forbidden) return <>{forbidden}</>;
    return (
      <>
        <ErrorPanel error={error} onRetry={() => void list.reload()} />
        {errorAction}
      </>
    );
  }
  if (list.items.length === 0) return <>{empty}</>;
  return (
    <>
      {children}
      {footer}
      <LoadMore
        hasMore={list.hasMore}
        loading={list.isLoadingMore}
        onLoadMore={list.loadMore}
        error={list.loadMoreError ? serverMessage(list.loadMoreError) : null}
        {...(loadMoreLabel ? { label: loadMoreLabel } : {})}
        {...(endMessage ? { endMessage } : {})}
      />
    </>
  );
}
