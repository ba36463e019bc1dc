/** A clock the test moves by hand. Starts at the real time so tokens it signs are valid now. */
export interface TestClock {
  now(): Date;
  advance(ms: number): void;
  advanceSeconds(seconds: number): void;
}

export function createTestClock(start: Date = new Date()): TestClock {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance(ms) {
      current += ms;
    },
    advanceSeconds(seconds) {
      current += seconds * 1000;
    },
  };
}
