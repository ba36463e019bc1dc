import { openErrorTexts, serverMessageOr, statusTexts } from './status-texts';

/** A failed call as RTK Query rejects it: the status and the service's `{ status, code, message }` body. */
const failed = (status: number, message?: string) => ({
  status,
  data: { status, code: 'X', ...(message ? { message } : {}) },
});
const noResponse = { status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' };

describe('error texts from a table per status', () => {
  const text = statusTexts({
    400: serverMessageOr('Invalid data'),
    403: 'Not yours',
    404: 'Gone missing',
    serverError: 'Server trouble',
    retried: 'Failed after retries',
    default: 'Failed',
  });

  it.each([
    [failed(403), 'Not yours'],
    [failed(404), 'Gone missing'],
    [failed(400, 'Title is required'), 'Title is required'],
    [failed(400), 'Invalid data'],
    [failed(500), 'Server trouble'],
    [failed(503), 'Server trouble'],
    [failed(429), 'Failed after retries'],
    [noResponse, 'Failed after retries'],
    [failed(409), 'Failed'],
    [new Error('boom'), 'Failed after retries'],
  ])('words %j as %s', (error, expected) => {
    expect(text(error)).toBe(expected);
  });

  it('prefers a status of its own over the 5xx row, and falls back to default without the optional rows', () => {
    expect(
      statusTexts({ 503: 'Down for maintenance', serverError: 'Server trouble', default: 'x' })(failed(503)),
    ).toBe('Down for maintenance');
    expect(statusTexts({ default: 'Failed to delete post' })(failed(500))).toBe('Failed to delete post');
  });

  it('words opening a deep link with the five rows of spec §8', () => {
    const open = openErrorTexts({
      notFound: 'This post is no longer available.',
      forbidden: "You don't have permission to view this post.",
      gone: 'This post has been deleted by the author.',
      serverError: 'Server error while loading the post.',
      other: 'Unable to load the post.',
    });
    expect([404, 403, 410, 502, 401].map((status) => open(failed(status)))).toEqual([
      'This post is no longer available.',
      "You don't have permission to view this post.",
      'This post has been deleted by the author.',
      'Server error while loading the post.',
      'Unable to load the post.',
    ]);
  });
});
