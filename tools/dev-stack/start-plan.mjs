// `npm start`'s order of work after `npm install`: what does not depend on each other runs side by side,
// so a cold first start costs about its longest chain instead of the sum of every step.
//
//   front-end builds (webpack, Nx cache) ──────────────────────────────┐
//   database binary (FerretDB: Go download + build) ─▶ stack ─▶ seed ──┴─▶ URL table
//
// The stack needs the database binary, not the front ends (the gateway serves dist/ per request), so
// it starts and the demo campus is seeded while the front ends are still building. A failed step ends
// the plan at once: the front-end builds are cancelled (their AbortSignal), a started stack is stopped,
// and a database build still running is not waited for (it finishes on its own and caches its binary).

/**
 * @typedef {{ stop: () => Promise<void> }} RunningStack
 */

/**
 * Runs the steps in that order; resolves the running stack, or null when a step failed (each step
 * reports its own failure: false, or null for the stack).
 * @template {RunningStack} S
 * @param {{
 *   frontEnds: (signal: AbortSignal) => Promise<boolean>,
 *   database: (signal: AbortSignal) => Promise<boolean>,
 *   stack: () => Promise<S | null>,
 *   seed: (stack: S) => Promise<void>,
 * }} steps
 * @returns {Promise<S | null>}
 */
export async function runStartPlan({ frontEnds, database, stack: startStack, seed }) {
  const controller = new AbortController();
  const failed = new Promise((resolve) => controller.signal.addEventListener('abort', () => resolve(false)));
  const builds = frontEnds(controller.signal).then((built) => {
    if (!built) controller.abort();
    return built;
  });
  const giveUp = async (stack) => {
    controller.abort();
    await builds;
    await stack?.stop();
    return null;
  };

  const databaseReady = await Promise.race([database(controller.signal), failed]);
  if (!databaseReady || controller.signal.aborted) return giveUp();
  const stack = await startStack();
  if (!stack || controller.signal.aborted) return giveUp(stack);
  await seed(stack);
  if (!(await builds)) return giveUp(stack);
  return stack;
}
