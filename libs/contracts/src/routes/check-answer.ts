import { errorBodySchema } from '../errors';
import type { RouteContract } from './route-contract';

/**
 * What is wrong with an answer by its route's contract, or undefined when it keeps it: an error
 * must have the error shape with its own status; a success must be one of the route's declared
 * answers, with a body its schema accepts (no body where none is declared, e.g. 204).
 */
export function answerProblem(route: RouteContract, status: number, body: unknown): string | undefined {
  const where = `${route.method} ${route.path} (${route.id}) answered ${status}`;
  if (status >= 400) {
    const parsed = errorBodySchema.safeParse(body);
    if (!parsed.success) return `${where} outside the error shape: ${parsed.error.message}`;
    if (parsed.data.status !== status) return `${where} with an error body saying ${parsed.data.status}`;
    return undefined;
  }
  const answer = route.answers[status];
  if (!answer) return `${where}, which is not one of its answers (${Object.keys(route.answers).join(', ')})`;
  if (!answer.schema) {
    const empty =
      body === undefined ||
      body === '' ||
      (typeof body === 'object' && body !== null && Object.keys(body).length === 0);
    return answer.contentType || empty ? undefined : `${where} with a body where none is declared`;
  }
  const parsed = answer.schema.safeParse(body);
  return parsed.success ? undefined : `${where} breaking its answer schema: ${parsed.error.message}`;
}
