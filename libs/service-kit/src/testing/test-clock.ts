/**
 * A clock the test moves by hand, for a service's `now` dep (service-kit's `Clock`). Starts at the
 * real time unless told otherwise, so tokens signed meanwhile stay valid.
 */
export interface TestClock {
  now(): Date;
  set(at: Date): void;
  advance(ms: number): void;
  /** Back to where it started (a running clock: back to the real time). */
  reset(): void;
}

export interface TestClockOptions {
  /**
   * Keeps running with the real time, shifted by what `advance`/`set` moved it (default: stands
   * still between moves). For services that order things by the moment they happen (a waitlist's
   * `joinedAt`), so two writes in one test never share an instant.
   */
  running?: boolean;
}

export function createTestClock(start: Date = new Date(), options: TestClockOptions = {}): TestClock {
  const startOffset = start.getTime() - Date.now();
  let offset = startOffset;
  let current = start.getTime();
  if (options.running) {
    return {
      now: () => new Date(Date.now() + offset),
      set(at) {
        offset = at.getTime() - Date.now();
      },
      advance(ms) {
        offset += ms;
      },
      reset() {
        offset = startOffset;
      },
    };
  }
  return {
    now: () => new Date(current),
    set(at) {
      current = at.getTime();
    },
    advance(ms) {
      current += ms;
    },
    reset() {
      current = start.getTime();
    },
  };
}
