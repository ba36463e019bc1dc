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
/** Makes a replacing toast's id new, so it mounts afresh (its own timers). */
let pushes = 0;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

/** The live toasts of this tab (one per notification or group, newest last). */
export const toastStore = {
  /**
   * One toast per notification. A grouped notification that grew (issue 29: the same id, the new
   * grouped text) replaces its toast with a fresh one: on top of the stack, its full time again.
   */
  push(notification: Notification, now = Date.now()): void {
    const known = toasts.find((toast) => toast.notification.id === notification.id);
    if (
      known &&
      known.notification.message === notification.message &&
      known.notification.groupSize === notification.groupSize
    )
      return;
    pushes += 1;
    toasts = [
      ...toasts.filter((toast) => toast !== known),
      {
        id: known ? `toast-${notification.id}-${pushes}` : `toast-${notification.id}`,
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
