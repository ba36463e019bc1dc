import styled from 'styled-components';
import { compactNotificationMessage, type Notification } from '@campusloop/contracts';
import { RelativeTime } from '@campusloop/ui';
import { useSwipe } from '../../hooks/use-swipe';
import { NotificationTextButton } from '../text-button/notification-text-button';

const Row = styled.li<{ $unread: boolean }>`
  position: relative;
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  align-items: flex-start;
  padding: ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme, $unread }) => ($unread ? theme.colors.surfaceMuted : 'transparent')};
  list-style: none;
  touch-action: pan-y;
`;

const Open = styled(NotificationTextButton)`
  min-width: 0;
  p {
    margin: ${({ theme }) => theme.space.xxs} 0;
    color: ${({ theme }) => theme.colors.textMuted};
    overflow-wrap: anywhere;
  }
  small {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Dot = styled.span`
  width: 8px;
  height: 8px;
  margin-top: 6px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.primary};
  flex-shrink: 0;
`;

const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
  button {
    border: none;
    background: none;
    cursor: pointer;
    color: ${({ theme }) => theme.colors.primary};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

export type NotificationItemProps = {
  notification: Notification;
  /** Dropdown: the message cut at 80 characters. */
  compact?: boolean;
  onOpen(notification: Notification): void;
  onMarkRead?(notification: Notification): void;
  onDismiss?(notification: Notification): void;
  /** Bulk mode: a checkbox instead of opening. */
  selectable?: boolean;
  selected?: boolean;
  onToggleSelect?(notification: Notification): void;
  /** Swipe left (mark read) / right (dismiss) at ≤ 768 px. */
  swipeable?: boolean;
};

/** A grouped notification's size (issue 29): '3 comments' beside its time; nothing for a group of one. */
export function groupSizeLabel(notification: Notification): string | null {
  const size = notification.groupSize ?? 1;
  if (size < 2) return null;
  return `${size} ${notification.type === 'comment' ? 'comments' : 'notifications'}`;
}

/**
 * One notification: title, message, time, unread dot; opening it marks it read (the caller's onOpen).
 * A grouped one's message is the grouped text ('Asha and 2 others commented on …', from the service)
 * and its size shows beside the time; reading or dismissing it acts on the whole group.
 */
export function NotificationItem({
  notification,
  compact = false,
  onOpen,
  onMarkRead,
  onDismiss,
  selectable = false,
  selected = false,
  onToggleSelect,
  swipeable = false,
}: NotificationItemProps) {
  const { offset, handlers } = useSwipe((direction) => {
    if (direction === 'left' && !notification.isRead) onMarkRead?.(notification);
    if (direction === 'right') onDismiss?.(notification);
  });
  const message = compact ? compactNotificationMessage(notification.message) : notification.message;
  const groupSize = groupSizeLabel(notification);
  return (
    <Row
      $unread={!notification.isRead}
      data-testid="notification-item"
      data-unread={!notification.isRead}
      style={offset ? { transform: `translateX(${offset}px)` } : undefined}
      {...(swipeable && !selectable ? handlers : {})}
    >
      {selectable && (
        <input
          type="checkbox"
          aria-label={`Select ${notification.title}`}
          checked={selected}
          onChange={() => onToggleSelect?.(notification)}
        />
      )}
      {!notification.isRead && <Dot aria-label="Unread" />}
      <Open
        type="button"
        onClick={() => (selectable ? onToggleSelect?.(notification) : onOpen(notification))}
      >
        <strong>{notification.title}</strong>
        <p>{message}</p>
        <small>
          <RelativeTime value={notification.createdAt} />
          {groupSize && <span data-testid="notification-group-size"> · {groupSize}</span>}
        </small>
      </Open>
      {!selectable && (onMarkRead || onDismiss) && (
        <Actions>
          {onMarkRead && !notification.isRead && (
            <button
              type="button"
              onClick={() => onMarkRead(notification)}
              aria-label={`Mark ${notification.title} as read`}
            >
              Mark read
            </button>
          )}
          {onDismiss && (
            <button
              type="button"
              onClick={() => onDismiss(notification)}
              aria-label={`Dismiss ${notification.title}`}
            >
              Dismiss
            </button>
          )}
        </Actions>
      )}
    </Row>
  );
}
