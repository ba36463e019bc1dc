import {
  ErrorCode,
  UPLOAD_ERROR_MESSAGES,
  errorBodySchema,
  mediaAttachResponseSchema,
  type MediaAttachRequest,
  type MediaDetachRequest,
} from '@campusloop/contracts';
import { AppError, REQUEST_ID_HEADER, currentRequestContext } from '@campusloop/service-kit';
import type { MediaPort } from '../domain/media-port';

export interface HttpMediaClientOptions {
  /** The media service's base URL (MEDIA_URL), without a path. */
  baseUrl: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

const unavailable = (cause: unknown) =>
  new AppError(503, ErrorCode.SERVICE_UNAVAILABLE, UPLOAD_ERROR_MESSAGES.presign, { cause });

/**
 * The media port over HTTP: `POST {MEDIA_URL}/internal/uploads/attach|detach`. Media's 4xx answers
 * are about the uploads the client sent (not found, not theirs, too many...): they come back to the
 * client as a 400 with media's message on `media`. No answer, a 5xx or a reply we cannot read is
 * the upload service being unavailable (503 with the spec's text).
 */
export function createHttpMediaClient({
  baseUrl,
  timeoutMs = 5_000,
  fetch: fetchImpl = fetch,
}: HttpMediaClientOptions): MediaPort {
  const base = baseUrl.replace(/\/+$/, '');

  async function call(
    path: 'attach' | 'detach',
    body: MediaAttachRequest | MediaDetachRequest,
  ): Promise<unknown> {
    const requestId = currentRequestContext()?.requestId;
    let response: Response;
    try {
      response = await fetchImpl(`${base}/internal/uploads/${path}`, {
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
    if (response.ok) return json;
    const error = errorBodySchema.safeParse(json);
    if (response.status >= 400 && response.status < 500 && error.success) {
      throw AppError.validation(
        { media: error.data.message, ...error.data.validationErrors },
        error.data.message,
      );
    }
    throw unavailable(new Error(`media answered HTTP ${response.status}`));
  }

  return {
    async attach(request) {
      const parsed = mediaAttachResponseSchema.safeParse(await call('attach', request));
      if (!parsed.success) throw unavailable(parsed.error);
      return parsed.data.items;
    },
    async detach(request) {
      await call('detach', request);
    },
  };
}
