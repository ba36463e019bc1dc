// The e2e log guard: a 500 anywhere on a journey is a red build even if the page looked fine.
// The dev stack hands every line a service prints to `onLine`; the guard keeps the unhandled errors
// (pino level >= 50 — service-kit's error handler logs every 5xx as 'request failed' at level 50 —
// and any 'request failed' with a 5xx status), and names the service, request id and route of each.

/** @typedef {{ service: string, requestId: string | null, route: string | null, message: string, error: string | null }} LoggedProblem */

/**
 * The unhandled error a service's log line reports, or null for anything else (plain text included).
 * @param {string} service
 * @param {string} line
 * @returns {LoggedProblem | null}
 */
function unhandledErrorIn(service, line) {
  const text = line.trim();
  if (!text.startsWith('{')) return null;
  let entry;
  try {
    entry = JSON.parse(text);
  } catch {
    return null;
  }
  if (!entry || typeof entry !== 'object') return null;
  const level = typeof entry.level === 'number' ? entry.level : 0;
  const status =
    typeof entry.status === 'number'
      ? entry.status
      : typeof entry.res?.statusCode === 'number'
        ? entry.res.statusCode
        : null;
  const failedRequest = entry.msg === 'request failed' && (status === null || status >= 500);
  if (level < 50 && !failedRequest) return null;
  const method = entry.method ?? entry.req?.method;
  const path = entry.path ?? entry.req?.url;
  const err = entry.err && typeof entry.err === 'object' ? entry.err : null;
  return {
    service: typeof entry.service === 'string' ? entry.service : service,
    requestId: typeof entry.requestId === 'string' ? entry.requestId : null,
    route: method || path ? `${method ?? '?'} ${path ?? '?'}` : null,
    message: typeof entry.msg === 'string' ? entry.msg : '(no message)',
    error: err ? `${err.type ?? 'Error'}: ${err.message ?? ''}`.trim() : null,
  };
}

/** @param {LoggedProblem} problem */
function describeProblem(problem) {
  const where = [problem.route ?? 'no route', `request id ${problem.requestId ?? '(none)'}`].join(', ');
  return `${problem.service}: ${problem.message} (${where})${problem.error ? ` — ${problem.error}` : ''}`;
}

/** Collects the unhandled errors of a run; `failureMessage()` is null while there are none. */
function createLogGuard() {
  /** @type {LoggedProblem[]} */
  const problems = [];
  return {
    /** @param {string} service @param {string} line */
    onLine(service, line) {
      const problem = unhandledErrorIn(service, line);
      if (problem) problems.push(problem);
    },
    problems: () => [...problems],
    failureMessage() {
      if (problems.length === 0) return null;
      return [
        `${problems.length} unhandled error(s) were logged by the services during the run:`,
        ...problems.map((problem) => `  - ${describeProblem(problem)}`),
      ].join('\n');
    },
  };
}

module.exports = { unhandledErrorIn, describeProblem, createLogGuard };
