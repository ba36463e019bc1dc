import { STATUS_MESSAGES } from '@campusloop/contracts';

/** Fallback texts by HTTP status, plus 'network' (no response) and 'default' (anything else). */
export type StatusMessages = Partial<Record<number, string>> & { network: string; default: string };

const UNAVAILABLE = 'Service temporarily unavailable. Please try again later.';
const TOO_MANY = 'Too many requests. Please wait a moment before trying again.';
const BAD_REQUEST = 'Invalid request. Please check your input and try again.';
const UNEXPECTED = 'An unexpected error occurred. Please try again.';

/** Generic texts, for calls whose feature has no catalogue of its own. */
export const DEFAULT_STATUS_MESSAGES: StatusMessages = {
  ...STATUS_MESSAGES,
  network: 'Network error. Please check your connection and try again.',
  default: UNEXPECTED,
};

/** Spec §8 'Status messages (notifications)'. */
export const NOTIFICATION_STATUS_MESSAGES: StatusMessages = {
  400: BAD_REQUEST,
  401: 'You need to be logged in to access notifications.',
  403: "You don't have permission to perform this action.",
  404: 'The requested notification was not found.',
  409: 'This action conflicts with the current state. Please refresh and try again.',
  429: TOO_MANY,
  500: 'Server error. Please try again later.',
  502: UNAVAILABLE,
  503: UNAVAILABLE,
  504: 'Request timeout. Please try again later.',
  network: 'Network connection error. Please check your internet connection.',
  default: UNEXPECTED,
};

/** Spec §8 'Status messages (feeds)'. */
export const FEED_STATUS_MESSAGES: StatusMessages = {
  ...NOTIFICATION_STATUS_MESSAGES,
  401: 'Session expired. Please log in again.',
  403: 'Access denied. Please verify your university email.',
  404: 'Content not found.',
  408: 'Request timeout. Please try again.',
  network: 'No internet connection. Please check your network.',
};
