import { EVENT_MESSAGES, type CampusEvent } from '@campusloop/contracts';
import { FRESH_READ, useCampusAutoOpen } from '@campusloop/owned-item-web';
import { openEventErrorMessage } from '../api/event-error-messages';
import { eventsApi } from '../api/events-api';

export type AutoOpenRequest = { eventId: string };

/** Opening an event from a notification or a link (spec §4): the owned-item kit's campus auto-open. */
export function useAutoOpenEvent(
  request: AutoOpenRequest | undefined,
  universityId: string | null | undefined,
  onOpen: (event: CampusEvent) => void,
  onError: (message: string) => void,
) {
  useCampusAutoOpen(request, universityId, {
    load: ({ eventId }, campus, dispatch) =>
      dispatch(eventsApi.endpoints.getEvent.initiate({ universityId: campus, eventId }, FRESH_READ)).unwrap(),
    onOpen,
    onError,
    errorText: openEventErrorMessage,
    emptyText: EVENT_MESSAGES.openNothingFound,
  });
}
