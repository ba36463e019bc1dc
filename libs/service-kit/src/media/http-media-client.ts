import {
  ErrorCode,
  UPLOAD_ERROR_MESSAGES,
  errorBodySchema,
  mediaAttachResponseSchema,
  type MediaAttachRequest,
  type MediaDetachRequest,
  type MediaItem,
} from '@campusloop/contracts';
import { AppError } from '../errors/app-error';
import { postInternalJson } from '../http/post-internal-json';

/** What a service needs of media's internal routes (contracts in libs/contracts/src/media/attach.ts). */
export interface MediaClient {
  /** Attaches the client's upload descriptors to a reference; answers the stored items in request order. */
  attach(request: MediaAttachRequest): Promise<MediaItem[]>;
  /** Releases media of a reference (all of it when `ids` is omitted). Idempotent. */
  detach(request: MediaDetachRequest): Promise<void>;
}

export interface HttpMediaClientOptions {
  /** The media service's base URL (MEDIA_URL), without a path. */
  baseUrl: string;
  timeoutMs?: number;
  /** The `validationErrors` key media's refusals are reported under (the caller's field: `media`, `profileImage`...). */
  field?: string;
  /**
   * Also pass on the `validationErrors` of media's refusal (beside `field`, winning on the same key).
   * Default false: callers that report media's refusal under their one field only.
   */
  passValidationErrors?: boolean;
  fetch?: typeof fetch;
}

const unavailable = (cause: unknown) => new AppError(503, ErrorCode.SERVICE_UNAVAILABLE, UPLOAD_ERROR_MESSAGES.presign, { cause });

/**
 * Media's internal routes over HTTP: `POST {MEDIA_URL}/internal/uploads/attach|detach`, with the
 * request id passed on. Media's 4xx answers are about the uploads the client sent (not found, not
 * theirs, too many...): they reach the client as a 400 with media's message under `field` (plus media's
 * own `validationErrors` with `passValidationErrors`). No answer, a 5xx or a reply that breaks the
 * contract means the upload service is unavailable (503, spec §8 text).
 */
export function createHttpMediaClient({
  baseUrl,
  timeoutMs = 5_000,
  field = 'media',
  passValidationErrors = false,
  fetch: fetchImpl = fetch,
}: HttpMediaClientOptions): MediaClient {
  const base = baseUrl.replace(/\/+$/, '');

  async function call(path: 'attach' | 'detach', body: MediaAttachRequest | MediaDetachRequest): Promise<unknown> {
    const { status, ok, json } = await postInternalJson(`${base}/internal/uploads/${path}`, body, { fetch: fetchImpl, timeoutMs, unavailable });
    if (ok) return json;
    const refusal = errorBodySchema.safeParse(json);
    // 401 means media refused *us* (our service token), not the client's uploads: unavailable.
    if (status >= 400 && status < 500 && status !== 401 && refusal.success) {
      const passed = passValidationErrors ? refusal.data.validationErrors : undefined;
      throw AppError.validation({ [field]: refusal.data.message, ...passed }, refusal.data.message);
    }
    throw unavailable(new Error(`media answered HTTP ${status}`));
  }

  return {
    async attach(request) {
      const parsed = mediaAttachResponseSchema.safeParse(await call('attach', request));
      if (!parsed.success || parsed.data.items.length !== request.descriptors.length) {
        throw unavailable(parsed.error ?? new Error('media answered a different number of items'));
      }
      return parsed.data.items;
    },
    async detach(request) {
      await call('detach', request);
    },
  };
}
