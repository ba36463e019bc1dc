import { FEED_ROUTES, findRoute, type RouteContract } from '@campusloop/contracts';
import { contractAssertion } from '@campusloop/service-kit/testing';

/** Every feed route (libs/contracts); a test that walks them all compares against these ids. */
export const CONTRACT_ROUTES: readonly RouteContract[] = Object.values(FEED_ROUTES);

const checkAnswer = contractAssertion(CONTRACT_ROUTES);

/** The contract a request went to (its `id` names it, e.g. `feed.listPublicPosts`). */
export function contractRouteOf(method: string, path: string): RouteContract | undefined {
  return findRoute(CONTRACT_ROUTES, method, path);
}

/** Throws when an answer breaks its route contract (see `contractAssertion`); returns the route's id. */
export function assertContract(
  method: string,
  path: string,
  status: number,
  body: unknown,
): string | undefined {
  return checkAnswer(method, path, status, body)?.id;
}
