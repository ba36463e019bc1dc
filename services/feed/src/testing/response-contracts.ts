import type { z } from 'zod';
import {
  commentSchema,
  errorBodySchema,
  likeResponseSchema,
  pagedCommentsSchema,
  pagedPostsSchema,
  postSchema,
} from '@campusloop/contracts';

interface ContractRoute {
  method: string;
  pattern: RegExp;
  name: string;
  schema: z.ZodType | null;
}

const ID = '[A-Za-z0-9_]{11}';
const FEED = `/api/v1/feed/(?:public|universities/${ID})(?:/communities/${ID})?/posts`;

/** Every feed route with the contract its success answer must meet (null: 204, no body). */
export const CONTRACT_ROUTES: readonly ContractRoute[] = [
  { method: 'GET', pattern: new RegExp(`^${FEED}$`), name: 'list feed', schema: pagedPostsSchema },
  { method: 'POST', pattern: new RegExp(`^${FEED}$`), name: 'create post', schema: postSchema },
  { method: 'GET', pattern: new RegExp(`^/api/v1/feed/posts/${ID}$`), name: 'get post', schema: postSchema },
  {
    method: 'PUT',
    pattern: new RegExp(`^/api/v1/feed/posts/${ID}$`),
    name: 'update post',
    schema: postSchema,
  },
  { method: 'DELETE', pattern: new RegExp(`^/api/v1/feed/posts/${ID}$`), name: 'delete post', schema: null },
  {
    method: 'POST',
    pattern: new RegExp(`^/api/v1/feed/posts/${ID}/like$`),
    name: 'like post',
    schema: likeResponseSchema,
  },
  {
    method: 'DELETE',
    pattern: new RegExp(`^/api/v1/feed/posts/${ID}/like$`),
    name: 'unlike post',
    schema: likeResponseSchema,
  },
  {
    method: 'GET',
    pattern: new RegExp(`^/api/v1/feed/posts/${ID}/comments$`),
    name: 'list comments',
    schema: pagedCommentsSchema,
  },
  {
    method: 'POST',
    pattern: new RegExp(`^/api/v1/feed/posts/${ID}/comments$`),
    name: 'add comment',
    schema: commentSchema,
  },
  {
    method: 'DELETE',
    pattern: new RegExp(`^/api/v1/feed/posts/${ID}/comments/${ID}$`),
    name: 'delete comment',
    schema: null,
  },
  {
    method: 'GET',
    pattern: new RegExp(`^/api/v1/feed/posts/${ID}/comments/${ID}/replies$`),
    name: 'list replies',
    schema: pagedCommentsSchema,
  },
  {
    method: 'POST',
    pattern: new RegExp(`^/api/v1/feed/posts/${ID}/comments/${ID}/like$`),
    name: 'like comment',
    schema: likeResponseSchema,
  },
  {
    method: 'DELETE',
    pattern: new RegExp(`^/api/v1/feed/posts/${ID}/comments/${ID}/like$`),
    name: 'unlike comment',
    schema: likeResponseSchema,
  },
];

export function contractRouteOf(method: string, path: string): ContractRoute | undefined {
  const pathname = path.split('?')[0] ?? path;
  return CONTRACT_ROUTES.find((route) => route.method === method && route.pattern.test(pathname));
}

/**
 * Checks an answer against the contracts: errors against the error shape, successes against their
 * route's schema (a 204 must have no body). Throws with the broken fields named.
 */
export function assertContract(
  method: string,
  path: string,
  status: number,
  body: unknown,
): string | undefined {
  if (status >= 400) {
    const parsed = errorBodySchema.safeParse(body);
    if (!parsed.success)
      throw new Error(
        `${method} ${path} answered ${status} outside the error shape: ${parsed.error.message}`,
      );
    return undefined;
  }
  const route = contractRouteOf(method, path);
  if (!route) return undefined;
  if (route.schema === null) {
    if (status !== 204)
      throw new Error(`${method} ${path} (${route.name}) should answer 204, answered ${status}`);
    return route.name;
  }
  const parsed = route.schema.safeParse(body);
  if (!parsed.success)
    throw new Error(`${method} ${path} (${route.name}) broke its contract: ${parsed.error.message}`);
  return route.name;
}
