import { useEffect, useSyncExternalStore } from 'react';
import styled, { css, keyframes } from 'styled-components';
import { NOTIFICATION_TOAST_MS, compactNotificationMessage } from '@campusloop/contracts';
import { NotificationTextButton, useOpenNotification } from '../notifications';
import { toastStore, type ToastRecord } from './toast-store';

const slideIn = keyframes`from { transform: translateX(24px); opacity: 0; } to { transform: none; opacity: 1; }`;

const Stack = styled.div`
  position: fixed;
  top: 72px;
  right: ${({ theme }) => theme.space.md};
  z-index: ${({ theme }) => theme.zIndices.toast};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  width: min(360px, calc(100vw - 32px));
`;

const Card = styled.div<{ $closing: boolean; $priority: string }>`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  align-items: flex-start;
  padding: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.surface};
  border-left: 4px solid
    ${({ theme, $priority }) => ($priority === 'high' ? theme.colors.danger : $priority === 'low' ? theme.colors.border : theme.colors.primary)};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.popover};
  animation: ${slideIn} 200ms ease-out;
  transition:
    opacity ${NOTIFICATION_TOAST_MS.exit}ms,
    transform ${NOTIFICATION_TOAST_MS.exit}ms;
  ${({ $closing }) =>
    $closing &&
    css`
      opacity: 0;
      transform: translateX(24px);
    `}
`;

const Body = styled(NotificationTextButton)`
  strong {
    margin-bottom: ${({ theme }) => theme.space.xxs};
  }
  span {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const Close = styled.button`
  border: none;
  background: none;
  font-size: 1.25rem;
  line-height: 1;
  cursor: pointer;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * One toast (spec §9): closes after its duration (HIGH 8 s, MEDIUM 6 s, LOW 4 s, none 5 s), leaves
 * 300 ms after its exit starts, and is force-removed at duration + 500 ms whatever happened.
 */
function Toast({ toast, onOpen }: { toast: ToastRecord; onOpen: (toast: ToastRecord) => void }) {
  useEffect(() => {
    const close = setTimeout(() => toastStore.close(toast.id), toast.duration);
    const force = setTimeout(
      () => toastStore.remove(toast.id),
      toast.duration + NOTIFICATION_TOAST_MS.forceRemoveAfter,
    );
    return () => {
      clearTimeout(close);
      clearTimeout(force);
    };
  }, [toast.id, toast.duration]);
  useEffect(() => {
    if (!toast.closing) return undefined;
    const remove = setTimeout(() => toastStore.remove(toast.id), NOTIFICATION_TOAST_MS.exit);
    return () => clearTimeout(remove);
  }, [toast.id, toast.closing]);

  const { notification } = toast;
  return (
    <Card
      role="status"
      aria-live="polite"
      data-testid="notification-toast"
      $closing={toast.closing}
      $priority={notification.priority}
    >
      <Body type="button" onClick={() => onOpen(toast)}>
        <strong>{notification.title}</strong>
        <span>{compactNotificationMessage(notification.message)}</span>
      </Body>
      <Close type="button" aria-label="Close notification" onClick={() => toastStore.close(toast.id)}>
        <span aria-hidden="true">×</span>
      </Close>
    </Card>
  );
}

/** The live toasts (spec §2): a click opens the target and closes; the close button only closes. */
export function NotificationToasts() {
  const toasts = useSyncExternalStore(toastStore.subscribe, toastStore.snapshot, toastStore.snapshot);
  const { open } = useOpenNotification();
  if (toasts.length === 0) return null;
  return (
    <Stack aria-label="New notifications">
      {toasts.map((toast) => (
        <Toast
          key={toast.id}
          toast={toast}
          onOpen={(clicked) => {
            if (clicked.notification.targetUrl) open(clicked.notification);
            toastStore.close(clicked.id);
          }}
        />
      ))}
    </Stack>
  );
}
