import { AppError, postInternalJson } from '@campusloop/service-kit';
import {
  COMMUNITY_ACCESS_PATH,
  COMMUNITY_MESSAGES,
  ErrorCode,
  STATUS_MESSAGES,
  communityAccessResponseSchema,
  errorBodySchema,
  type CommunityAccessRequest as AccessRequestBody,
} from '@campusloop/contracts';
import type { CommunityAccess } from '../domain/community-access';

export interface HttpCommunityAccessOptions {
  /** The communities service's base URL (COMMUNITIES_URL), without a path. */
  baseUrl: string;
  timeoutMs?: number;
  /** Default: global fetch (pass a service-authenticated fetch when `/internal` needs one). */
  fetch?: typeof fetch;
}

const unavailable = (cause: unknown) =>
  new AppError(503, ErrorCode.SERVICE_UNAVAILABLE, STATUS_MESSAGES[503], { cause });

/**
 * The communities service's answer over HTTP (`POST {COMMUNITIES_URL}/internal/communities/access`,
 * contract in libs/contracts/src/communities). Fails closed: its 404 is our 404 (spec §8 text), its
 * 403 our 403 (its message); no answer, a timeout, any other status or a reply that breaks the
 * contract is a 503, never an allow.
 */
export function createHttpCommunityAccess({
  baseUrl,
  timeoutMs = 3_000,
  fetch: fetchImpl = fetch,
}: HttpCommunityAccessOptions): CommunityAccess {
  const url = `${baseUrl.replace(/\/+$/, '')}${COMMUNITY_ACCESS_PATH}`;
  return {
    async check({ viewer, communityId, universityId, action }) {
      const body: AccessRequestBody = { communityId, universityId, userId: viewer.id, action };
      const { status, json } = await postInternalJson(url, body, {
        fetch: fetchImpl,
        timeoutMs,
        unavailable,
      });
      if (status === 200) {
        const allowed = communityAccessResponseSchema.safeParse(json);
        if (!allowed.success) throw unavailable(allowed.error);
        return { name: allowed.data.name };
      }
      if (status === 404) throw AppError.notFound(COMMUNITY_MESSAGES.notFoundOrNoAccess);
      if (status === 403) {
        const refusal = errorBodySchema.safeParse(json);
        throw AppError.forbidden(
          refusal.success ? refusal.data.message : COMMUNITY_MESSAGES.notFoundOrNoAccess,
        );
      }
      throw unavailable(new Error(`communities answered HTTP ${status}`));
    },
  };
}
