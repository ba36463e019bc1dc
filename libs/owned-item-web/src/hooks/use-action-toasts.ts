import { useCallback, useMemo } from 'react';
import { useToast } from '@campusloop/ui';

/** Spec §9 timings of an action's outcome: a success banner stays 3 s, an error 5 s. */
export const ACTION_TOAST_MS = { success: 3000, error: 5000 } as const;

export type ActionToastTimings = { success: number; error: number };

/** The success and error toasts of an owner's action, each with its spec §9 duration. */
export function useActionToasts(timings: ActionToastTimings = ACTION_TOAST_MS) {
  const toast = useToast();
  const success = useCallback(
    (message: string) => toast.show({ tone: 'success', message, duration: timings.success }),
    [toast, timings.success],
  );
  const failure = useCallback(
    (message: string) => toast.show({ tone: 'error', message, duration: timings.error }),
    [toast, timings.error],
  );
  return useMemo(() => ({ success, failure }), [success, failure]);
}
