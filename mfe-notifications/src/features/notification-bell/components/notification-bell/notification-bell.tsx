import { useCallback, useId, useRef, useState, type TouchEvent } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { NOTIFICATION_SWIPE, notificationBadge } from '@campusloop/contracts';
import { EmptyState, useDismiss } from '@campusloop/ui';
import { useLiveNotifications } from '../../../live';
import {
  useGetRecentNotificationsQuery,
  NotificationItem,
  isMobileWidth,
  useNotificationActions,
  useOpenNotification,
  useUnreadCount,
} from '../../../notifications';
import { NotificationToasts } from '../../../toasts';

const Anchor = styled.div`
  position: relative;
`;

const BellButton = styled.button`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 40px;
  height: 40px;
  border: none;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: transparent;
  font-size: 1.25rem;
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
`;

const Badge = styled.span`
  position: absolute;
  top: 2px;
  right: 0;
  min-width: 18px;
  padding: 0 4px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.danger};
  color: #fff;
  font-size: 0.7rem;
  font-weight: 700;
  line-height: 18px;
  text-align: center;
`;

const Dropdown = styled.div`
  position: absolute;
  right: 0;
  top: calc(100% + ${({ theme }) => theme.space.sm});
  z-index: ${({ theme }) => theme.zIndices.dropdown};
  width: min(380px, 92vw);
  max-height: 70vh;
  overflow-y: auto;
  padding: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.popover};
  header {
    display: flex;
    justify-content: space-between;
    align-items: center;
    gap: ${({ theme }) => theme.space.sm};
  }
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
    flex: 1;
  }
  ul {
    margin: ${({ theme }) => theme.space.sm} 0 0;
    padding: 0;
    display: grid;
    gap: ${({ theme }) => theme.space.xs};
  }
  footer {
    margin-top: ${({ theme }) => theme.space.md};
    text-align: center;
  }
  ${({ theme }) => theme.media.mobile} {
    position: fixed;
    left: 4vw;
    right: 4vw;
    top: 64px;
    width: auto;
  }
`;

const TextButton = styled.button`
  border: none;
  background: none;
  cursor: pointer;
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

function BellIcon() {
  return (
    <svg
      aria-hidden="true"
      width="22"
      height="22"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M18 8a6 6 0 0 0-12 0c0 7-3 9-3 9h18s-3-2-3-9" />
      <path d="M13.73 21a2 2 0 0 1-3.46 0" />
    </svg>
  );
}

/** Swipe down over 30 % of the window's height closes the dropdown (≤ 768 px). */
function useSwipeDownToClose(close: () => void) {
  const startY = useRef<number | null>(null);
  return {
    onTouchStart(event: TouchEvent) {
      startY.current = isMobileWidth() ? (event.touches[0]?.clientY ?? null) : null;
    },
    onTouchEnd(event: TouchEvent) {
      const from = startY.current;
      startY.current = null;
      const to = event.changedTouches[0]?.clientY;
      if (from === null || to === undefined) return;
      if (to - from > window.innerHeight * NOTIFICATION_SWIPE.dropdownCloseShare) close();
    },
  };
}

/**
 * Exposed as mfe_notifications/NotificationBell: the navbar bell (badge '99+' above 99) with its
 * dropdown of the ten most recent notifications (spec §2), and the tab's live connection and toasts.
 */
export function NotificationBell() {
  const [open, setOpen] = useState(false);
  const anchor = useRef<HTMLDivElement>(null);
  const dropdownId = useId();
  const unreadCount = useUnreadCount();
  const { data: recent = [] } = useGetRecentNotificationsQuery();
  const { markAllRead } = useNotificationActions();
  const { open: openNotification } = useOpenNotification();
  useLiveNotifications();

  const close = useCallback(() => setOpen(false), []);
  useDismiss(anchor, open, close);
  const swipe = useSwipeDownToClose(close);
  const badge = notificationBadge(unreadCount);
  const unreadVisible = recent.some((item) => !item.isRead);

  return (
    <Anchor ref={anchor}>
      <BellButton
        aria-label={badge ? `Notifications (${badge} unread)` : 'Notifications'}
        aria-expanded={open}
        aria-controls={dropdownId}
        onClick={() => setOpen((value) => !value)}
      >
        <BellIcon />
        {badge && <Badge data-testid="notification-badge">{badge}</Badge>}
      </BellButton>
      {open && (
        <Dropdown id={dropdownId} role="dialog" aria-label="Notifications" {...swipe}>
          <header>
            <h2>Notifications</h2>
            {unreadVisible && (
              <TextButton type="button" onClick={() => void markAllRead()}>
                Mark all as read
              </TextButton>
            )}
            <BellButton aria-label="Close notifications" onClick={close}>
              <span aria-hidden="true">×</span>
            </BellButton>
          </header>
          {recent.length === 0 ? (
            <EmptyState
              title="No notifications"
              message="You're all caught up! New notifications will appear here."
            />
          ) : (
            <ul>
              {recent.map((notification) => (
                <NotificationItem
                  key={notification.id}
                  notification={notification}
                  compact
                  onOpen={(item) => {
                    close();
                    openNotification(item);
                  }}
                />
              ))}
            </ul>
          )}
          <footer>
            <Link to="/notifications" onClick={close}>
              View all notifications →
            </Link>
          </footer>
        </Dropdown>
      )}
      <NotificationToasts />
    </Anchor>
  );
}

export default NotificationBell;
