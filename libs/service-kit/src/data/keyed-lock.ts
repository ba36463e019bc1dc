/**
 * Runs async functions one at a time per key (FIFO), concurrently across keys, within this process.
 *
 * Why services need it: FerretDB v1 (the embedded default and the tests) executes every update as
 * "read the document, apply the operators in Go, write the whole document back" without a
 * transaction, so two concurrent `$inc`s or conditional updates of one document lose one of the
 * writes (measured: 50 parallel `$inc: 1` left the counter at 2). A service therefore funnels every
 * update of a shared document (a post's counters, a list head...) through one lock, keyed by
 * collection and id (e.g. `posts:<id>`). On MongoDB the operators are atomic anyway; the lock then
 * only orders this process's writes. It is in-process only: several processes of one service on
 * one FerretDB database would need a cross-process lock; the embedded default runs one of each.
 */
export interface KeyedLock {
  run<T>(key: string, fn: () => Promise<T>): Promise<T>;
  /** Keys with work queued or running (tests check that nothing leaks). */
  size(): number;
}

export function createKeyedLock(): KeyedLock {
  const tails = new Map<string, Promise<void>>();
  return {
    async run(key, fn) {
      const previous = tails.get(key) ?? Promise.resolve();
      let release!: () => void;
      const done = new Promise<void>((resolve) => {
        release = resolve;
      });
      const tail = previous.then(() => done);
      tails.set(key, tail);
      await previous;
      try {
        return await fn();
      } finally {
        release();
        if (tails.get(key) === tail) tails.delete(key);
      }
    },
    size: () => tails.size,
  };
}
