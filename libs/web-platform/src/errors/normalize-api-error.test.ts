import { normalizeApiError } from './normalize-api-error';
import { FEED_STATUS_MESSAGES, NOTIFICATION_STATUS_MESSAGES } from './status-messages';
import { isRetryableStatus } from './api-error';

describe('normalizeApiError', () => {
  it("uses the server's status, code, message, details and validation errors when the body has them", () => {
    const error = {
      status: 400,
      data: {
        status: 400,
        code: 'VALIDATION_ERROR',
        message: 'Name must be at least 3 characters',
        details: { field: 'name' },
        validationErrors: { name: 'Name must be at least 3 characters', bogus: 42 },
      },
    };

    expect(normalizeApiError(error)).toEqual({
      status: 400,
      code: 'VALIDATION_ERROR',
      message: 'Name must be at least 3 characters',
      details: { field: 'name' },
      validationErrors: { name: 'Name must be at least 3 characters' },
    });
  });

  it('falls back to the feature catalogue when the body has no message', () => {
    expect(normalizeApiError({ status: 403, data: '<html>Forbidden</html>' }, { messages: FEED_STATUS_MESSAGES })).toEqual({
      status: 403,
      code: 'UNKNOWN_ERROR',
      message: 'Access denied. Please verify your university email.',
    });
    expect(normalizeApiError({ status: 503, data: null }, { messages: NOTIFICATION_STATUS_MESSAGES }).message).toBe(
      'Service temporarily unavailable. Please try again later.',
    );
    expect(normalizeApiError({ status: 418, data: {} }, { messages: NOTIFICATION_STATUS_MESSAGES }).message).toBe(
      'An unexpected error occurred. Please try again.',
    );
  });

  it('prefers a feature text over the status catalogue, but never over the server message', () => {
    const fallbackMessage = 'Failed to send OTP. Please try again.';
    expect(normalizeApiError({ status: 500, data: {} }, { fallbackMessage }).message).toBe(fallbackMessage);
    expect(normalizeApiError({ status: 429, data: { message: 'Too many codes requested. Please try again later.' } }, { fallbackMessage }).message).toBe(
      'Too many codes requested. Please try again later.',
    );
  });

  it('reports no response as status 0 NETWORK_ERROR', () => {
    expect(normalizeApiError({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' }, { messages: FEED_STATUS_MESSAGES })).toEqual({
      status: 0,
      code: 'NETWORK_ERROR',
      message: 'No internet connection. Please check your network.',
    });
  });

  it('reports timeouts, unparsable bodies and anything else', () => {
    expect(normalizeApiError({ status: 'TIMEOUT_ERROR', error: 'AbortError' }, { messages: FEED_STATUS_MESSAGES })).toEqual({
      status: 408,
      code: 'TIMEOUT_ERROR',
      message: 'Request timeout. Please try again.',
    });
    expect(normalizeApiError({ status: 'PARSING_ERROR', originalStatus: 502, data: 'Bad Gateway', error: 'SyntaxError' })).toEqual({
      status: 502,
      code: 'UNKNOWN_ERROR',
      message: 'Service temporarily unavailable. Please try again later.',
    });
    expect(normalizeApiError(new Error('boom'))).toEqual({
      status: 0,
      code: 'UNKNOWN_ERROR',
      message: 'An unexpected error occurred. Please try again.',
    });
  });
});

describe('isRetryableStatus', () => {
  it('retries no response, 408, 429 and 5xx, not other 4xx', () => {
    expect([0, 408, 429, 500, 503].every(isRetryableStatus)).toBe(true);
    expect([400, 401, 403, 404, 409].some(isRetryableStatus)).toBe(false);
  });
});
