import { answerProblem, errorBodySchema, findRoute, type RouteContract } from '@campusloop/contracts';

/**
 * A vertical test kit's `assertContract` from the vertical's route contracts: any error (also of a
 * path no route has) must have the error shape with its own status; a success must be one of its
 * route's declared answers with a body its schema accepts (no body for 204). Returns the route.
 */
export function contractAssertion(routes: readonly RouteContract[]) {
  return (method: string, path: string, status: number, body: unknown): RouteContract | undefined => {
    const bare = path.split('?')[0] ?? path;
    if (status >= 400) {
      const parsed = errorBodySchema.safeParse(body);
      if (!parsed.success || parsed.data.status !== status) {
        throw new Error(`${method} ${bare} → ${status} breaks the error shape: ${JSON.stringify(body)}`);
      }
      return findRoute(routes, method, bare);
    }
    const route = findRoute(routes, method, bare);
    if (!route) throw new Error(`no contract for ${method} ${bare}`);
    const problem = answerProblem(route, status, body);
    if (problem) throw new Error(`${problem}\n${JSON.stringify(body)}`);
    return route;
  };
}
