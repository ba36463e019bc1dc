import { useEffect, useMemo, useState } from 'react';
import styled from 'styled-components';
import type { Notification } from '@campusloop/contracts';
import { Button, EmptyState, ErrorPanel } from '@campusloop/ui';
import { normalizeApiError, NOTIFICATION_STATUS_MESSAGES, type ApiError } from '@campusloop/web-platform';
import { useLiveStatus } from '../../../live';
import { useGetNotificationsPageQuery } from '../../api/notifications-api';
import { useNotificationActions, type BulkOutcome } from '../../hooks/use-notification-actions';
import { useOpenNotification } from '../../navigation/use-open-notification';
import { NotificationItem } from '../notification-item/notification-item';
import { useInfiniteTrigger } from './use-infinite-trigger';
import { useUnreadCount } from '../../hooks/use-unread-count';

const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  align-items: center;
  margin-bottom: ${({ theme }) => theme.space.md};
`;

const List = styled.ul`
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
`;

const Footer = styled.div`
  padding: ${({ theme }) => theme.space.md};
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Overlay = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndices.modal};
  display: grid;
  place-items: center;
  background: rgba(17, 24, 39, 0.35);
  color: #fff;
  font-weight: 600;
`;

type BulkOperation = 'mark as read' | 'dismiss';
type PartialFailure = { operation: BulkOperation; outcome: BulkOutcome; total: number };

const toError = (error: unknown): ApiError =>
  normalizeApiError(error, { messages: NOTIFICATION_STATUS_MESSAGES });

/** The /notifications list (spec §2, §4, §8): filter, bulk mode, infinite scroll, swipe, error panels. */
export function NotificationList() {
  const [unreadOnly, setUnreadOnly] = useState(false);
  const [page, setPage] = useState(0);
  const [bulk, setBulk] = useState(false);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [busy, setBusy] = useState<{ operation: BulkOperation; count: number } | null>(null);
  const [partial, setPartial] = useState<PartialFailure | null>(null);
  const [fetchErrorDismissed, setFetchErrorDismissed] = useState(false);
  const { data, isFetching, isError, error, refetch } = useGetNotificationsPageQuery({ page, unreadOnly });
  const unreadCount = useUnreadCount();
  const actions = useNotificationActions();
  const navigation = useOpenNotification();
  const { epoch } = useLiveStatus();

  // Spec §4: changing the filter resets paging; so does a (re)connect (the list is the source of truth).
  useEffect(() => setPage(0), [unreadOnly, epoch]);
  useEffect(() => {
    setSelected(new Set());
  }, [bulk, unreadOnly]);

  // Spec §8: a first-page failure empties the list silently; a later one shows the fetch panel.
  const items: Notification[] = isError && page === 0 ? [] : (data?.notifications ?? []);
  const hasMore = Boolean(data?.hasMore) && !isError;
  const showFetchError = isError && page > 0 && !fetchErrorDismissed;
  const trigger = useInfiniteTrigger(() => {
    if (hasMore && !isFetching) setPage((current) => current + 1);
  }, hasMore && !isFetching);

  const selectedItems = useMemo(() => items.filter((item) => selected.has(item.id)), [items, selected]);
  const allSelected = items.length > 0 && selectedItems.length === items.length;
  const toggle = (notification: Notification) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(notification.id)) next.delete(notification.id);
      else next.add(notification.id);
      return next;
    });

  const runBulk = async (operation: BulkOperation, targets: readonly Notification[]) => {
    if (targets.length === 0) return;
    setBusy({ operation, count: targets.length });
    const outcome =
      operation === 'dismiss' ? await actions.bulkDismiss(targets) : await actions.bulkMarkRead(targets);
    setBusy(null);
    setPartial(outcome.failed.length > 0 ? { operation, outcome, total: targets.length } : null);
    setSelected(new Set(outcome.failed));
    if (outcome.failed.length === 0) setBulk(false);
  };

  const retryFailed = () => {
    if (!partial) return;
    const failed = new Set(partial.outcome.failed);
    void runBulk(
      partial.operation,
      items.filter((item) => failed.has(item.id)),
    );
  };

  return (
    <section aria-label="Notification list">
      {navigation.error && (
        <ErrorPanel
          title="Something went wrong"
          error={{ status: 0, message: navigation.error }}
          onDismiss={navigation.clearError}
        />
      )}
      {showFetchError && (
        <ErrorPanel
          title="Failed to load notifications"
          error={toError(error)}
          onRetry={() => {
            setFetchErrorDismissed(false);
            setPage(0);
            void refetch();
          }}
          onDismiss={() => setFetchErrorDismissed(true)}
        />
      )}
      {partial && (
        <div role="alert">
          <strong>{`Partial ${partial.operation} failure`}</strong>
          <p>{`${partial.outcome.succeeded} of ${partial.total} items processed successfully`}</p>
          <Button onClick={retryFailed}>Retry Failed Items</Button>{' '}
          <Button variant="ghost" onClick={() => setPartial(null)}>
            Dismiss
          </Button>
        </div>
      )}

      {bulk ? (
        <Controls aria-label="Bulk actions">
          <span>{`${selected.size} selected`}</span>
          <Button
            variant="secondary"
            onClick={() => setSelected(allSelected ? new Set() : new Set(items.map((item) => item.id)))}
          >
            {allSelected ? 'Deselect All' : 'Select All'}
          </Button>
          <Button
            onClick={() => void runBulk('mark as read', selectedItems)}
            disabled={selected.size === 0 || busy !== null}
          >
            {busy?.operation === 'mark as read' ? 'Marking...' : 'Mark Read'}
          </Button>
          <Button
            variant="danger"
            onClick={() => void runBulk('dismiss', selectedItems)}
            disabled={selected.size === 0 || busy !== null}
          >
            {busy?.operation === 'dismiss' ? 'Dismissing...' : 'Dismiss'}
          </Button>
          <Button variant="ghost" onClick={() => setBulk(false)}>
            Cancel
          </Button>
        </Controls>
      ) : (
        <Controls aria-label="Notification controls">
          <Button variant="secondary" onClick={() => setUnreadOnly((value) => !value)}>
            {unreadOnly ? 'Show All' : 'Unread Only'}
          </Button>
          {unreadCount > 0 && <Button onClick={() => void actions.markAllRead()}>Mark All Read</Button>}
          {items.length > 0 && (
            <Button variant="ghost" onClick={() => setBulk(true)}>
              Select
            </Button>
          )}
        </Controls>
      )}

      {items.length === 0 && !isFetching ? (
        unreadOnly ? (
          <EmptyState
            title="No unread notifications"
            message="All caught up! You have no unread notifications."
            action={<Button onClick={() => setUnreadOnly(false)}>Show All Notifications</Button>}
          />
        ) : (
          <EmptyState
            title="No notifications yet"
            message="When you receive notifications, they will appear here."
          />
        )
      ) : (
        <List>
          {items.map((notification) => (
            <NotificationItem
              key={notification.id}
              notification={notification}
              onOpen={(item) => navigation.open(item)}
              onMarkRead={(item) => void actions.markRead(item)}
              onDismiss={(item) => void actions.dismiss(item)}
              selectable={bulk}
              selected={selected.has(notification.id)}
              onToggleSelect={toggle}
              swipeable
            />
          ))}
        </List>
      )}

      {items.length > 0 && (
        <Footer ref={trigger}>
          {hasMore
            ? isFetching
              ? 'Loading more notifications...'
              : 'Scroll for more notifications'
            : "You've reached the end of your notifications"}
        </Footer>
      )}
      {busy && <Overlay role="status">{`Processing ${busy.count} notifications...`}</Overlay>}
    </section>
  );
}
