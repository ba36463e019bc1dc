import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';

/** What dispatching `api.util.updateQueryData(...)` gives back. */
type Patch = { undo: () => void };

/**
 * The part of an endpoint's lifecycle API (onQueryStarted) the cache helpers need. `dispatch` takes
 * the patch thunks of `util.updateQueryData` (their state type is the API's, whatever the store's is).
 */
export type CacheTools = {
  dispatch: <R extends Patch>(thunk: ThunkAction<R, never, unknown, UnknownAction>) => R;
  getState: () => unknown;
};

/** Takes back what a set of optimistic patches did, newest first. */
export type Undo = () => void;

export function undoAll(patches: readonly Patch[]): Undo {
  return () => [...patches].reverse().forEach((patch) => patch.undo());
}
