import { useEffect, useRef, useState } from 'react';
import { useAppDispatch, type AppDispatch } from '@campusloop/web-platform';

/** Spec §4/§9: a deep-linked item is fetched 200 ms after its tab is ready. */
export const AUTO_OPEN_DELAY_MS = 200;

/** A fresh read that keeps nothing in the cache: `endpoint.initiate(arg, FRESH_READ)`. */
export const FRESH_READ = { forceRefetch: true, subscribe: false } as const;

export type AutoOpenOptions<Request, Item> = {
  /** Whether the tab is ready (its list settled, the user's university known…). */
  ready: boolean;
  /** Fetches the item: `(request, dispatch) => dispatch(api.endpoints.getX.initiate(arg, FRESH_READ)).unwrap()`. */
  load: (request: Request, dispatch: AppDispatch) => Promise<Item | null | undefined>;
  onOpen: (item: Item) => void;
  onError: (message: string) => void;
  /** The spec §8 text of a failed fetch (see `openErrorTexts`). */
  errorText: (error: unknown) => string;
  /** The text when the server answered nothing; without it an empty answer opens nothing. */
  emptyText?: string;
  /** While not ready, look again every `everyMs`, at most `times` (then wait for `ready` to change). */
  retryWhileNotReady?: { everyMs: number; times: number };
};

/**
 * Opening an item from a notification or a link (spec §4): once the tab is ready, wait 200 ms, fetch
 * the item and hand it over; a failure gives the spec §8 text. Each request object is handled once
 * (pass a new object to open again).
 */
export function useAutoOpen<Request extends object, Item>(
  request: Request | undefined,
  options: AutoOpenOptions<Request, Item>,
): void {
  const dispatch = useAppDispatch();
  const handled = useRef<Request | null>(null);
  const latest = useRef(options);
  latest.current = options;
  const [retries, setRetries] = useState(0);
  const { ready } = options;

  useEffect(() => setRetries(0), [request]);

  useEffect(() => {
    if (!request || handled.current === request) return undefined;
    if (!ready) {
      const retry = latest.current.retryWhileNotReady;
      if (!retry || retries >= retry.times) return undefined;
      const timer = window.setTimeout(() => setRetries((count) => count + 1), retry.everyMs);
      return () => window.clearTimeout(timer);
    }
    let cancelled = false;
    const timer = window.setTimeout(async () => {
      // Marked when it really starts: an effect cleaned up before (StrictMode, a re-render) tries again.
      handled.current = request;
      const { load, onOpen, onError, errorText, emptyText } = latest.current;
      try {
        const item = await load(request, dispatch);
        if (cancelled) return;
        if (item) onOpen(item);
        else if (emptyText) onError(emptyText);
      } catch (error) {
        if (!cancelled) latest.current.onError(errorText(error));
      }
    }, AUTO_OPEN_DELAY_MS);
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
    };
  }, [dispatch, ready, request, retries]);
}
