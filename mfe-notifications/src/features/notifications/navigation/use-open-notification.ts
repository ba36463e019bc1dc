import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Notification } from '@campusloop/contracts';
import { useNotificationActions } from '../hooks/use-notification-actions';
import { LINK_ERRORS, notificationLink } from './notification-link';

/**
 * Opening a notification (spec §2): it is marked read, then its target opens (external links in a new
 * tab without opener). A failure shows the navigation error panel and falls back to /dashboard.
 */
export function useOpenNotification() {
  const navigate = useNavigate();
  const { markRead } = useNotificationActions();
  const [error, setError] = useState<string | null>(null);

  const open = useCallback(
    (notification: Notification) => {
      void markRead(notification);
      try {
        const link = notificationLink(notification);
        if (link.kind === 'external') {
          // Not the 'noopener' feature: with it window.open answers null even when the tab opened,
          // so a blocked popup could not be told apart. The opener is cut by hand instead.
          const opened = window.open(link.url, '_blank');
          if (!opened) throw new Error(LINK_ERRORS.popup);
          opened.opener = null;
          return true;
        }
        navigate(link.path);
        return true;
      } catch (failure) {
        setError(failure instanceof Error ? failure.message : String(failure));
        navigate('/dashboard');
        return false;
      }
    },
    [markRead, navigate],
  );

  return { open, error, clearError: useCallback(() => setError(null), []) };
}
