import { createContext, useContext } from 'react';

export type ToastTone = 'success' | 'error' | 'info';

export type ToastOptions = {
  message: string;
  tone?: ToastTone;
  /** How long the toast stays, in ms; default 3000 (spec §4 generic toast). */
  duration?: number;
};

export type ToastApi = { show: (toast: ToastOptions) => void };

export const ToastContext = createContext<ToastApi | null>(null);

const missingProvider: ToastApi = {
  show: ({ message }) => console.warn(`Toast without a ToastProvider: ${message}`),
};

/** Shows toasts from anywhere below a ToastProvider. */
export function useToast(): ToastApi {
  return useContext(ToastContext) ?? missingProvider;
}
