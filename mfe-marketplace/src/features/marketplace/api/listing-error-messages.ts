import { LISTING_MESSAGES as M } from '@campusloop/contracts';
import { fieldErrorsOf, openErrorTexts, statusTexts } from '@campusloop/owned-item-web';

export { fieldErrorsOf } from '@campusloop/owned-item-web';

/** The service's own message of a refusal, if it sent one. */
export function sentMessage(error: unknown): string | null {
  const data = (error as { data?: { message?: unknown } } | undefined)?.data;
  return typeof data?.message === 'string' && data.message ? data.message : null;
}

/** Capitalised field names for 'Field: message' (spec §8 form submit). */
const FIELD_NAMES: Record<string, string> = {
  title: 'Title',
  description: 'Description',
  price: 'Price',
  notes: 'Notes',
  media: 'Images',
};

/** 'Field: message' joined by commas, or null without field errors. */
function fieldText(error: unknown): string | null {
  const entries = Object.entries(fieldErrorsOf(error));
  return entries.length > 0
    ? entries.map(([field, message]) => `${FIELD_NAMES[field] ?? field}: ${message}`).join(', ')
    : null;
}

const messageOrUnexpected = (error: unknown) => fieldText(error) ?? sentMessage(error) ?? M.unexpected;

/** Spec §8 Marketplace 'Form submit' (create: 403 asks to verify to create; edit: to modify). */
export function formSubmitErrorMessage(kind: 'create' | 'update') {
  return statusTexts({
    401: M.sessionExpired,
    403: kind === 'create' ? M.submitForbidden : M.modifyForbidden,
    0: M.networkError,
    serverError: M.serverError,
    default: messageOrUnexpected,
  });
}

/** Spec §8 Marketplace page: a create that failed after the form closed (the optimistic card goes again). */
export const createListingErrorMessage = statusTexts({
  401: M.sessionExpired,
  403: M.modifyForbidden,
  default: (error) => {
    const message = fieldText(error) ?? sentMessage(error);
    return message ? M.createFailedWith(message) : M.createFailed;
  },
});

/** Delete refused (5 s): the server's message, else 'Failed to delete listing. Please try again.'. */
export const deleteListingErrorMessage = (error: unknown): string => sentMessage(error) ?? M.deleteFailed;

/** Mark as sold / available refused (5 s). */
export const statusErrorMessage = (): string => M.statusFailed;

/** Spec §8 'Open from notification' for listings. */
export const openListingErrorMessage = openErrorTexts({
  notFound: M.openNotFound,
  forbidden: M.openForbidden,
  gone: M.openGone,
  serverError: M.serverError,
  other: M.unexpected,
});

/** Spec §8 'Listing comment failure': a question or answer the service refused. */
export const listingCommentErrorMessage = statusTexts({
  403: M.commentForbidden,
  401: M.commentSessionExpired,
  404: M.commentNotFound,
  default: (error) => sentMessage(error) ?? M.commentFailed,
});
