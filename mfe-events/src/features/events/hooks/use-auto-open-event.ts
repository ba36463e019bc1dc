import { EVENT_MESSAGES, type CampusEvent } from '@campusloop/contracts';
import { FRESH_READ, useAutoOpen } from '@campusloop/owned-item-web';
import { openEventErrorMessage } from '../api/event-error-messages';
import { eventsApi } from '../api/events-api';

/** Spec §4/§9: while the user's university is not known yet, look again every 500 ms… */
export const AUTO_OPEN_RETRY_MS = 500;
/** …and give up waiting after this many retries (10 s). */
export const AUTO_OPEN_MAX_RETRIES = 20;

export type AutoOpenRequest = { eventId: string };

/**
 * Opening an event from a notification or a link (spec §4): once the university is known, 200 ms
 * later (the kit's auto-open), in the user's own university; an empty answer says 'nothing found'.
 */
export function useAutoOpenEvent(
  request: AutoOpenRequest | undefined,
  universityId: string | null | undefined,
  onOpen: (event: CampusEvent) => void,
  onError: (message: string) => void,
) {
  useAutoOpen(request, {
    ready: Boolean(universityId),
    retryWhileNotReady: { everyMs: AUTO_OPEN_RETRY_MS, times: AUTO_OPEN_MAX_RETRIES },
    load: ({ eventId }, dispatch) =>
      dispatch(
        eventsApi.endpoints.getEvent.initiate({ universityId: universityId ?? '', eventId }, FRESH_READ),
      ).unwrap(),
    onOpen,
    onError,
    errorText: openEventErrorMessage,
    emptyText: EVENT_MESSAGES.openNothingFound,
  });
}
