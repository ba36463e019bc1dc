import type { ReactNode } from 'react';
import { ThemeProvider } from '../theme/theme-provider';
import { ToastProvider } from '../components/toast/toast-provider';

/** The UI providers the shell puts around every front end: the theme and toasts. */
export function UiProviders({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider>
      <ToastProvider>{children}</ToastProvider>
    </ThemeProvider>
  );
}
