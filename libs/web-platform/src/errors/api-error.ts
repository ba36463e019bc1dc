/** The one error shape front-end code handles (spec §8): server values when given, else fallbacks. */
export type ApiError = {
  /** HTTP status; 0 when no response arrived. */
  status: number;
  /** Server code when given; NETWORK_ERROR / TIMEOUT_ERROR / UNKNOWN_ERROR otherwise. */
  code: string;
  message: string;
  details?: unknown;
  /** Field → message, as PATCH /users/me and form endpoints answer. */
  validationErrors?: Record<string, string>;
};

/** Spec §7 retry policy: 408, 429, 5xx and no response are worth another try; other 4xx are not. */
export function isRetryableStatus(status: number): boolean {
  return status === 0 || status === 408 || status === 429 || status >= 500;
}
