import { useEffect, useReducer, useRef } from 'react';

/**
 * Something loaded once (a page's chunk, a remote's module), whose outcome a render can read at once.
 *
 * Why not React.lazy: a lazy component suspends, and React reveals content that suspended no sooner than
 * 300 ms after the last fallback it committed (its Suspense throttle, for retry renders). A dashboard
 * start shows a fallback or two (the page's chunk, the tab's remote) while files arrive, so each reveal
 * waited out that throttle (issue 30: bench:mobile measured about 180 ms of the dashboard's LCP on a phone).
 * A loadable renders what has loaded in the same render, and what arrives later in an ordinary update.
 */
export interface Loadable<T> {
  /** Settles when the load has (never rejects: a failure is kept in `error`). */
  readonly settled: Promise<void>;
  readonly done: boolean;
  readonly value: T | undefined;
  /** The load failed (with `error`). */
  readonly failed: boolean;
  readonly error: unknown;
}

/** Starts `load` now and tracks its outcome. */
export function loadable<T>(load: () => Promise<T>): Loadable<T> {
  const state: { done: boolean; value: T | undefined; failed: boolean; error: unknown; settled: Promise<void> } = {
    done: false,
    value: undefined,
    failed: false,
    error: undefined,
    settled: Promise.resolve(),
  };
  let started: Promise<T>;
  try {
    started = load();
  } catch (error) {
    started = Promise.reject(error);
  }
  state.settled = started
    .then(
      (value) => {
        state.value = value;
      },
      (error: unknown) => {
        state.failed = true;
        state.error = error;
      },
    )
    .finally(() => {
      state.done = true;
    });
  return state;
}

/**
 * The loaded value, or undefined while it is on its way (the caller shows its own 'Loading...'); the
 * component renders again when it arrives. A failed load is thrown, for the nearest error boundary.
 */
export function useLoadable<T>(entry: Loadable<T>): T | undefined {
  const [, arrived] = useReducer((count: number) => count + 1, 0);
  // What this render showed: the effect renders again only if the outcome is newer than that.
  const shownDone = useRef(entry.done);
  shownDone.current = entry.done;
  useEffect(() => {
    let mounted = true;
    if (entry.done) {
      if (!shownDone.current) arrived();
    } else {
      void entry.settled.then(() => {
        if (mounted) arrived();
      });
    }
    return () => {
      mounted = false;
    };
  }, [entry]);
  if (entry.failed) throw entry.error;
  return entry.value;
}
