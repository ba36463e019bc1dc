/** Default messages per status, used when nothing more specific is known (spec §8 wording). */
export const STATUS_MESSAGES: Record<number, string> = {
  400: 'Invalid request. Please check your input and try again.',
  401: 'Session expired. Please log in again.',
  403: "You don't have permission to perform this action.",
  404: 'Content not found.',
  408: 'Request timeout. Please try again.',
  409: 'This action conflicts with the current state. Please refresh and try again.',
  413: 'Request body is too large.',
  415: 'Unsupported content type.',
  429: 'Too many requests. Please wait a moment before trying again.',
  500: 'Server error. Please try again later.',
  502: 'Service temporarily unavailable. Please try again later.',
  503: 'Service temporarily unavailable. Please try again later.',
  504: 'Request timeout. Please try again later.',
};
