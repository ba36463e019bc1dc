import { EVENT_MESSAGES } from '@campusloop/contracts';
import { openErrorTexts, serverMessage } from '@campusloop/owned-item-web';

export { fieldErrorsOf, serverMessage } from '@campusloop/owned-item-web';

/** 'Failed to create event: {server message}' (field errors of the form come first, see the form). */
export function createEventErrorMessage(error: unknown): string {
  return EVENT_MESSAGES.createFailed(serverMessage(error));
}

export function deleteEventErrorMessage(error: unknown): string {
  return EVENT_MESSAGES.deleteFailed(serverMessage(error));
}

export function rsvpErrorMessage(error: unknown): string {
  return EVENT_MESSAGES.rsvpFailed(serverMessage(error));
}

/** Spec §8 'Open from notification' for events. */
export const openEventErrorMessage = openErrorTexts({
  notFound: EVENT_MESSAGES.openNotFound,
  forbidden: EVENT_MESSAGES.openForbidden,
  gone: EVENT_MESSAGES.openGone,
  serverError: EVENT_MESSAGES.openServerError,
  other: EVENT_MESSAGES.openOther,
});
