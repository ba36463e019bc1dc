import { z } from 'zod';

/**
 * A `<SERVICE>_URL` environment value: one http(s) base URL, or several instances of the service
 * separated by commas (issue 32). Parses to the FIRST one, from which callers build their request URLs
 * (`${identityUrl}/internal/…`); the service's fetch (ServiceAuth.fetch, balanced-fetch.ts) sends a
 * request to any instance of the list to a ready one in turn.
 */
export const serviceUrlEnv = () =>
  z
    .string()
    .refine(
      (value) =>
        value
          .split(',')
          .map((url) => url.trim())
          .every((url) => /^https?:\/\/[^\s,]+$/.test(url) && URL.canParse(url)),
      'must be an http(s) URL, or several separated by commas',
    )
    .transform((value) => (value.split(',')[0] as string).trim());
