import { notificationToastMs, type Notification } from '@campusloop/contracts';

/** Spec §3 Toast record. */
export interface ToastRecord {
  id: string;
  notification: Notification;
  duration: number;
  createdAt: number;
  /** The 300 ms exit animation has started. */
  closing: boolean;
}

let toasts: readonly ToastRecord[] = [];
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

/** The live toasts of this tab (one per notification or group, newest last). */
export const toastStore = {
  /** A toast of a grouped notification that grew shows its new text in place (one toast per group). */
  push(notification: Notification, now = Date.now()): void {
    if (toasts.some((toast) => toast.notification.id === notification.id)) {
      toasts = toasts.map((toast) =>
        toast.notification.id === notification.id ? { ...toast, notification } : toast,
      );
      emit();
      return;
    }
    toasts = [
      ...toasts,
      {
        id: `toast-${notification.id}`,
        notification,
        duration: notificationToastMs(notification.priority),
        createdAt: now,
        closing: false,
      },
    ];
    emit();
  },
  close(id: string): void {
    toasts = toasts.map((toast) => (toast.id === id ? { ...toast, closing: true } : toast));
    emit();
  },
  remove(id: string): void {
    toasts = toasts.filter((toast) => toast.id !== id);
    emit();
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  snapshot: (): readonly ToastRecord[] => toasts,
  /** Tests. */
  reset(): void {
    toasts = [];
    emit();
  },
};
