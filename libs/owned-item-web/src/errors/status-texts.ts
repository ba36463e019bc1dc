import { FEED_STATUS_MESSAGES, isRetryableStatus, normalizeApiError } from '@campusloop/web-platform';

/** A text, or how to word it from the failed call (e.g. the server's own message with a fallback). */
export type StatusText = string | ((error: unknown) => string);

/**
 * The spec §8 texts of one action, by HTTP status. A status's own row wins; then `serverError` for
 * any 5xx, then `retried` for a status that was retried before it got here (0, 408, 429, 5xx: spec §7),
 * then `default`.
 */
export type StatusTextTable = {
  readonly [status: number]: StatusText;
  readonly serverError?: StatusText;
  readonly retried?: StatusText;
  readonly default: StatusText;
};

const word = (text: StatusText, error: unknown) => (typeof text === 'function' ? text(error) : text);

/** Turns a table into `(error) => text`, the one way every owned item words its failures. */
export function statusTexts(table: StatusTextTable): (error: unknown) => string {
  return (error) => {
    const { status } = normalizeApiError(error);
    const row =
      table[status] ??
      (status >= 500 ? table.serverError : undefined) ??
      (isRetryableStatus(status) ? table.retried : undefined) ??
      table.default;
    return word(row, error);
  };
}

/** The server's message, or the spec §8 status text for feeds (the '{message}' of the action texts). */
export function serverMessage(error: unknown): string {
  return normalizeApiError(error, { messages: FEED_STATUS_MESSAGES }).message;
}

/** The server's message of a refusal, or `fallback` when it sent none. */
export function serverMessageOr(fallback: string): (error: unknown) => string {
  return (error) => normalizeApiError(error, { fallbackMessage: fallback }).message;
}

/** Field errors a 400 carried (`validationErrors`), to show next to a form's fields. */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  return normalizeApiError(error).validationErrors ?? {};
}

/** Spec §8 'Open from notification': the same five rows for every owned item, in its own words. */
export type OpenTexts = {
  notFound: string;
  forbidden: string;
  gone: string;
  serverError: string;
  other: string;
};

export function openErrorTexts(texts: OpenTexts): (error: unknown) => string {
  return statusTexts({
    404: texts.notFound,
    403: texts.forbidden,
    410: texts.gone,
    serverError: texts.serverError,
    default: texts.other,
  });
}
