import { EVENT_ROUTES, answerProblem, errorBodySchema, findRoute } from '@campusloop/contracts';

const ROUTES = Object.values(EVENT_ROUTES);

/**
 * Throws when an answer breaks its contract: any error (also of a path no route has) must have the
 * error shape with its own status; a success must be one of its route's declared answers
 * (EVENT_ROUTES in libs/contracts) with a body its schema accepts (no body for 204, a calendar for
 * `text/calendar`).
 */
export function assertContract(
  method: string,
  path: string,
  status: number,
  body: unknown,
  text: string,
): void {
  const bare = path.split('?')[0] ?? path;
  if (status >= 400) {
    const parsed = errorBodySchema.safeParse(body);
    if (!parsed.success || parsed.data.status !== status) {
      throw new Error(`${method} ${bare} → ${status} breaks the error shape: ${JSON.stringify(body)}`);
    }
    return;
  }
  const route = findRoute(ROUTES, method, bare);
  if (!route) throw new Error(`no contract for ${method} ${bare}`);
  const problem = answerProblem(route, status, body);
  if (problem) throw new Error(`${problem}\n${JSON.stringify(body)}`);
  if (route.answers[status]?.contentType === 'text/calendar' && !text.startsWith('BEGIN:VCALENDAR')) {
    throw new Error(`${method} ${bare} is not a calendar`);
  }
}
