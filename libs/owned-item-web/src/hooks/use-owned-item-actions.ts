import { useCallback, useState } from 'react';
import { useToast } from '@campusloop/ui';
import type { ActionToastTimings } from './use-action-toasts';

/** What calling an RTK Query mutation trigger gives back (enough to await it). */
type Sent<R> = { unwrap: () => Promise<R> };

export type OwnedItemActionTexts = {
  /** Success toast of a delete ('Post deleted successfully'). */
  deleted: string;
  /** Success toast of an edit; none when absent. */
  updated?: string;
  /** The spec §8 toast of a refused delete (see `statusTexts`). */
  deleteFailed: (error: unknown) => string;
  /** The spec §8 text of a refused edit, shown next to the user's draft. */
  updateFailed?: (error: unknown) => string;
};

export type UpdateOutcome<R> = { ok: true; saved: R } | { ok: false; message: string; error: unknown };

/**
 * Edit and delete an item its owner holds, with the toasts of spec §4/§8. The mutations change the
 * caches optimistically and undo on failure (see `createEntityCache`); this hook only words the outcome.
 */
export function useOwnedItemActions<DeleteArg, UpdateArg = never, Saved = unknown>(options: {
  remove: (arg: DeleteArg) => Sent<unknown>;
  update?: (arg: UpdateArg) => Sent<Saved>;
  texts: OwnedItemActionTexts;
  /** How long the toasts stay (`ACTION_TOAST_MS`, spec §9); without it, the toast's own default. */
  toastMs?: ActionToastTimings;
}) {
  const toast = useToast();
  const { remove, update, texts, toastMs } = options;

  /** Resolves true when the item is gone (success toast), false after the error toast. */
  const deleteItem = useCallback(
    async (arg: DeleteArg) => {
      try {
        await remove(arg).unwrap();
        toast.show({ tone: 'success', message: texts.deleted, duration: toastMs?.success });
        return true;
      } catch (error) {
        toast.show({ tone: 'error', message: texts.deleteFailed(error), duration: toastMs?.error });
        return false;
      }
    },
    [remove, texts, toast, toastMs],
  );

  /** Resolves with what the server saved (success toast), or the refusal's text for the form to show. */
  const updateItem = useCallback(
    async (arg: UpdateArg): Promise<UpdateOutcome<Saved>> => {
      if (!update) throw new Error('useOwnedItemActions: no update mutation given');
      try {
        const saved = await update(arg).unwrap();
        if (texts.updated) toast.show({ tone: 'success', message: texts.updated, duration: toastMs?.success });
        return { ok: true, saved };
      } catch (error) {
        return { ok: false, message: texts.updateFailed?.(error) ?? String(error), error };
      }
    },
    [texts, toast, toastMs, update],
  );

  return { deleteItem, updateItem };
}

/**
 * The owner's delete with its confirmation (spec §2): `ask()` opens the ConfirmDialog, `confirm()`
 * deletes; the dialog closes either way and `onGone` runs when the item is gone.
 */
export function useDeleteConfirmation(deleteItem: () => Promise<boolean>, onGone: () => void) {
  const [confirming, setConfirming] = useState(false);
  const ask = useCallback(() => setConfirming(true), []);
  const cancel = useCallback(() => setConfirming(false), []);
  const confirm = useCallback(async () => {
    const gone = await deleteItem();
    setConfirming(false);
    if (gone) onGone();
  }, [deleteItem, onGone]);
  return { confirming, ask, cancel, confirm };
}
