import { useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { MODERATION_SCREEN_TEXTS as T, type ModerationDesk } from '@campusloop/contracts';
import { EmptyState, ErrorPanel, LoadMore, Loading, useToast } from '@campusloop/ui';
import { normalizeApiError, usePagedList } from '@campusloop/web-platform';
import {
  useGetReportQueueInfiniteQuery,
  useModerateItemMutation,
  canRestrictAuthor,
  useLiftAuthorRestrictionMutation,
  useRestrictAuthorMutation,
  type DeskAction,
  type QueueEntry,
} from '../../api/moderation-api';
import { ReportedItemCard } from '../reported-item-card/reported-item-card';

const List = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Region = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  &:focus {
    outline: none;
  }
`;

const DONE: Record<DeskAction, string> = { block: T.blocked, unblock: T.unblocked, dismiss: T.dismissed };

type Busy = { itemId: string; action: DeskAction | 'restrict' | 'lift' } | null;

/**
 * One desk's open reports, grouped by item, oldest first, paged (Load More). One action at a time:
 * every button waits while one runs; the queue reloads after it (a blocked or dismissed item leaves it).
 */
export function ReportQueue({ desk }: { desk: ModerationDesk }) {
  const list = usePagedList(useGetReportQueueInfiniteQuery(desk));
  const [moderate] = useModerateItemMutation();
  const [restrict] = useRestrictAuthorMutation();
  const [lift] = useLiftAuthorRestrictionMutation();
  const [busy, setBusy] = useState<Busy>(null);
  const toast = useToast();
  // Focus lands here after an action removes the card whose button had it (not on the page's body).
  const region = useRef<HTMLDivElement>(null);

  const failed = (error: unknown) => {
    const { status, message } = normalizeApiError(error);
    toast.show({ tone: 'error', message: status > 0 && status < 500 ? message : T.actionFailed });
  };

  const act = async (item: QueueEntry, action: DeskAction, reason?: string) => {
    if (busy) return;
    setBusy({ itemId: item.itemId, action });
    try {
      await moderate({ desk, action, itemId: item.itemId, ...(reason ? { reason } : {}) }).unwrap();
      toast.show({ tone: 'success', message: DONE[action] });
      if (action !== 'unblock') region.current?.focus();
    } catch (error) {
      failed(error);
    } finally {
      setBusy(null);
    }
  };

  /** The author's restriction, where the desk can reach the author (by the sealed route or the account). */
  const authorActions = (item: QueueEntry) => {
    const author = { desk, itemId: item.itemId, authorId: item.content?.authorId ?? null };
    if (!item.content || !canRestrictAuthor(author)) return {};
    const onRestrict = async (input: { hours: number; reason?: string }) => {
      if (busy) return false;
      setBusy({ itemId: item.itemId, action: 'restrict' });
      try {
        await restrict({ ...author, ...input }).unwrap();
        toast.show({ tone: 'success', message: T.restricted(input.hours) });
        return true;
      } catch (error) {
        failed(error);
        return false;
      } finally {
        setBusy(null);
      }
    };
    const onLift = async (reason?: string) => {
      if (busy) return;
      setBusy({ itemId: item.itemId, action: 'lift' });
      try {
        await lift({ ...author, ...(reason ? { reason } : {}) }).unwrap();
        toast.show({ tone: 'success', message: T.lifted });
      } catch (error) {
        failed(error);
      } finally {
        setBusy(null);
      }
    };
    return { onRestrict, onLift: (reason?: string) => void onLift(reason) };
  };

  let content: ReactNode;
  if (list.loadError) {
    const error = normalizeApiError(list.loadError);
    content = (
      <ErrorPanel
        error={{ status: error.status, message: error.message }}
        title={T.queueFailed}
        onRetry={() => void list.reload()}
      />
    );
  } else if (!list.loaded) content = <Loading label={T.loadingQueue} />;
  else if (list.items.length === 0) content = <EmptyState title={T.empty} message={T.emptyHint} />;
  else
    content = (
      <>
        <List aria-label={`Reported ${desk.noun}s`} aria-busy={busy !== null}>
          {list.items.map((item) => {
            const author = authorActions(item);
            return (
              <li key={item.id}>
                <ReportedItemCard
                  item={item}
                  desk={desk}
                  busy={busy?.itemId === item.itemId ? busy.action : null}
                  locked={busy !== null}
                  onAct={(action, reason) => void act(item, action, reason)}
                  {...author}
                />
              </li>
            );
          })}
        </List>
        <LoadMore
          hasMore={list.hasMore}
          loading={list.isLoadingMore}
          onLoadMore={list.loadMore}
          error={list.loadMoreError ? normalizeApiError(list.loadMoreError).message : null}
        />
      </>
    );
  return (
    <Region ref={region} tabIndex={-1}>
      {content}
    </Region>
  );
}
