import type { Logger } from '@campusloop/service-kit';

export interface UploadSweeperOptions {
  sweep: () => Promise<number>;
  intervalMs: number;
  logger: Logger;
}

export interface UploadSweeper {
  /** Runs one sweep now (skipped if one is running); resolves to how many uploads it removed. */
  runOnce(): Promise<number>;
  /** Stops the timer and waits for a running sweep. */
  stop(): Promise<void>;
}

/** Runs `sweep` every `intervalMs` (first run after one interval); a failed run is logged and retried next time. */
export function startUploadSweeper({ sweep, intervalMs, logger }: UploadSweeperOptions): UploadSweeper {
  let running: Promise<number> | undefined;
  const runOnce = (): Promise<number> => {
    running ??= sweep()
      .then((removed) => {
        if (removed > 0) logger.info({ removed }, 'removed abandoned uploads');
        return removed;
      })
      .catch((error: unknown) => {
        logger.error({ err: error }, 'upload sweep failed');
        return 0;
      })
      .finally(() => {
        running = undefined;
      });
    return running;
  };
  const timer = setInterval(() => void runOnce(), intervalMs);
  timer.unref();
  return {
    runOnce,
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
