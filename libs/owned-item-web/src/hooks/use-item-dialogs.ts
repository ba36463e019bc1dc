import { useCallback, useMemo, useState } from 'react';
import { useToast } from '@campusloop/ui';
import { ACTION_TOAST_MS } from './use-action-toasts';

/** How long a deep link's failure stays on screen (spec §8 'Open from notification'). */
export const OPEN_ERROR_TOAST_MS = ACTION_TOAST_MS.error;

/**
 * Which dialogs of an owned item are open: its details (by id, showing what the list knew until its
 * own request answers) and the create/edit form; plus the toast of a deep link that could not open.
 */
export function useItemDialogs<T extends { id: string }>() {
  const toast = useToast();
  const [details, setDetails] = useState<{ id: string; initial?: T } | null>(null);
  const [form, setForm] = useState<{ mode: 'create' } | { mode: 'edit'; item: T } | null>(null);

  const openDetails = useCallback((item: T) => setDetails({ id: item.id, initial: item }), []);
  const showOpenError = useCallback(
    (message: string) => toast.show({ tone: 'error', message, duration: OPEN_ERROR_TOAST_MS }),
    [toast],
  );
  return useMemo(
    () => ({
      details,
      openDetails,
      closeDetails: () => setDetails(null),
      form,
      create: () => setForm({ mode: 'create' }),
      edit: (item: T) => setForm({ mode: 'edit', item }),
      closeForm: () => setForm(null),
      showOpenError,
    }),
    [details, form, openDetails, showOpenError],
  );
}
