import { EVENT_MESSAGES } from '@campusloop/contracts';
import { FEED_STATUS_MESSAGES, normalizeApiError } from '@campusloop/web-platform';

/** The server's message, or the status text of spec §8, for the '{message}' of the action texts. */
export function serverMessage(error: unknown): string {
  return normalizeApiError(error, { messages: FEED_STATUS_MESSAGES }).message;
}

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
export function openEventErrorMessage(error: unknown): string {
  const { status } = normalizeApiError(error);
  if (status === 404) return EVENT_MESSAGES.openNotFound;
  if (status === 403) return EVENT_MESSAGES.openForbidden;
  if (status === 410) return EVENT_MESSAGES.openGone;
  if (status >= 500) return EVENT_MESSAGES.openServerError;
  return EVENT_MESSAGES.openOther;
}

/** Field errors a 400 carried (`validationErrors`), to show next to the form's fields. */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  return normalizeApiError(error).validationErrors ?? {};
}
