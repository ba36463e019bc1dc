/**
 * A clock the test moves by hand, for a service's `now` dep (service-kit's `Clock`). Starts at the
 * real time unless told otherwise, so tokens signed meanwhile stay valid.
 */
export interface TestClock {
  now(): Date;
  set(at: Date): void;
  advance(ms: number): void;
}

export function createTestClock(start: Date = new Date()): TestClock {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    set(at) {
      current = at.getTime();
    },
    advance(ms) {
      current += ms;
    },
  };
}
