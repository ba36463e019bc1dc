import { currentRequestContext } from '../logging/request-context';
import { REQUEST_ID_HEADER } from './request-id';

export interface PostInternalJsonOptions {
  /** Global fetch, or ServiceAuth.fetch when the route wants a service token. */
  fetch: typeof fetch;
  timeoutMs: number;
  /** Turns "no answer" (refused, reset, timed out) into the caller's error (usually a 503). */
  unavailable: (cause: unknown) => Error;
}

/**
 * POSTs `body` as JSON to another service's `/internal/*` route, passing the request id on and giving
 * up after `timeoutMs`. Answers the status and the parsed body (undefined when it is not JSON); what
 * they mean is the caller's contract.
 */
export async function postInternalJson(
  url: string,
  body: unknown,
  { fetch: fetchImpl, timeoutMs, unavailable }: PostInternalJsonOptions,
): Promise<{ status: number; ok: boolean; json: unknown }> {
  const requestId = currentRequestContext()?.requestId;
  let response: Response;
  try {
    response = await fetchImpl(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(requestId ? { [REQUEST_ID_HEADER]: requestId } : {}),
      },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    throw unavailable(error);
  }
  const json: unknown = await response.json().catch(() => undefined);
  return { status: response.status, ok: response.ok, json };
}
