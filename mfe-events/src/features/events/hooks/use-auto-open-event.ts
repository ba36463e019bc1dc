import { useEffect, useRef, useState } from 'react';
import { EVENT_MESSAGES, type CampusEvent } from '@campusloop/contracts';
import { useAppDispatch } from '@campusloop/web-platform';
import { openEventErrorMessage } from '../api/event-error-messages';
import { eventsApi } from '../api/events-api';

/** Spec §4/§9: an event from a notification opens 200 ms after the tab is ready… */
export const AUTO_OPEN_DELAY_MS = 200;
/** …and is tried again every 500 ms while the user's university is not known yet. */
export const AUTO_OPEN_RETRY_MS = 500;
/** Gives up waiting for the university after this many retries (10 s). */
export const AUTO_OPEN_MAX_RETRIES = 20;

export type AutoOpenRequest = { eventId: string };

/**
 * Opening an event from a notification or a link (spec §4): while the university is unknown, look
 * again every 500 ms; once known, wait 200 ms, fetch the event and hand it over; a failure gives the
 * spec §8 text. Each request object is handled once.
 */
export function useAutoOpenEvent(
  request: AutoOpenRequest | undefined,
  universityId: string | null | undefined,
  onOpen: (event: CampusEvent) => void,
  onError: (message: string) => void,
) {
  const dispatch = useAppDispatch();
  const handled = useRef<AutoOpenRequest | null>(null);
  const callbacks = useRef({ onOpen, onError });
  callbacks.current = { onOpen, onError };
  const [retries, setRetries] = useState(0);

  useEffect(() => setRetries(0), [request]);

  useEffect(() => {
    if (!request || handled.current === request) return undefined;
    if (!universityId) {
      if (retries >= AUTO_OPEN_MAX_RETRIES) return undefined;
      const retry = window.setTimeout(() => setRetries((count) => count + 1), AUTO_OPEN_RETRY_MS);
      return () => window.clearTimeout(retry);
    }
    let cancelled = false;
    const timer = window.setTimeout(async () => {
      // Marked when it really starts: an effect cleaned up before (StrictMode, a re-render) tries again.
      handled.current = request;
      const fetched = dispatch(
        eventsApi.endpoints.getEvent.initiate(
          { universityId, eventId: request.eventId },
          { forceRefetch: true, subscribe: false },
        ),
      );
      try {
        const event = await fetched.unwrap();
        if (cancelled) return;
        if (event) callbacks.current.onOpen(event);
        else callbacks.current.onError(EVENT_MESSAGES.openNothingFound);
      } catch (error) {
        if (!cancelled) callbacks.current.onError(openEventErrorMessage(error));
      }
    }, AUTO_OPEN_DELAY_MS);
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
    };
  }, [dispatch, request, retries, universityId]);
}
