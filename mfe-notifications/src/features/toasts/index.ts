// The toasts feature's public entry: the toast store the live channel fills and the toasts that show it.
export { NotificationToasts } from './notification-toasts';
export { toastStore, type ToastRecord } from './toast-store';
