import { useCallback } from 'react';
import { EVENT_MESSAGES, type CampusEvent } from '@campusloop/contracts';
import { useOwnedItemActions } from '@campusloop/owned-item-web';
import { useToast } from '@campusloop/ui';
import { deleteEventErrorMessage, rsvpErrorMessage, serverMessage } from '../api/event-error-messages';
import {
  useDeleteEventMutation,
  useSetRsvpMutation,
  useSetWaitlistMutation,
} from '../api/event-mutations-api';

type EventIds = Pick<CampusEvent, 'id' | 'universityId'>;

const EVENT_ACTION_TEXTS = { deleted: EVENT_MESSAGES.deleted, deleteFailed: deleteEventErrorMessage };

/** RSVP, waitlist and delete with the toasts of spec §8 (RSVP and delete change the caches at once). */
export function useEventActions() {
  const toast = useToast();
  const [setRsvp, rsvpState] = useSetRsvpMutation();
  const [setWaitlist, waitlistState] = useSetWaitlistMutation();
  const [remove, { isLoading: deleting }] = useDeleteEventMutation();
  const { deleteItem } = useOwnedItemActions({ remove, texts: EVENT_ACTION_TEXTS });

  /** Flips the viewer's RSVP; a refusal puts the count back and says 'Failed to update RSVP: …'. */
  const toggleRsvp = useCallback(
    (event: EventIds & Pick<CampusEvent, 'rsvpd'>) =>
      setRsvp({ universityId: event.universityId, eventId: event.id, going: !event.rsvpd })
        .unwrap()
        .then(() => true)
        .catch((error: unknown) => {
          toast.show({ tone: 'error', message: rsvpErrorMessage(error) });
          return false;
        }),
    [setRsvp, toast],
  );

  const toggleWaitlist = useCallback(
    (event: EventIds, join: boolean) =>
      setWaitlist({ universityId: event.universityId, eventId: event.id, join })
        .unwrap()
        .then(() => true)
        .catch((error: unknown) => {
          toast.show({ tone: 'error', message: serverMessage(error) });
          return false;
        }),
    [setWaitlist, toast],
  );

  /** Resolves true when the event is gone ('Event deleted successfully'). */
  const deleteEvent = useCallback(
    (event: EventIds) => deleteItem({ universityId: event.universityId, eventId: event.id }),
    [deleteItem],
  );

  return {
    toggleRsvp,
    toggleWaitlist,
    deleteEvent,
    rsvpBusy: rsvpState.isLoading,
    waitlistBusy: waitlistState.isLoading,
    deleting,
  };
}
