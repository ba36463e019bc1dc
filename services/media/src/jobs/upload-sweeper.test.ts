import { createLogger } from '@campusloop/service-kit';
import { startUploadSweeper } from './upload-sweeper';

const logger = createLogger({ name: 'sweeper-test', level: 'silent' });

describe('startUploadSweeper', () => {
  afterEach(() => jest.useRealTimers());

  it('runs the sweep once per interval, and a failed run does not stop the next', async () => {
    jest.useFakeTimers();
    const sweep = jest.fn<Promise<number>, []>().mockRejectedValueOnce(new Error('storage down')).mockResolvedValue(3);
    const sweeper = startUploadSweeper({ sweep, intervalMs: 1000, logger });

    await jest.advanceTimersByTimeAsync(999);
    expect(sweep).toHaveBeenCalledTimes(0);
    await jest.advanceTimersByTimeAsync(1);
    await jest.advanceTimersByTimeAsync(1000);
    await sweeper.stop();
    await jest.advanceTimersByTimeAsync(5000);

    expect(sweep).toHaveBeenCalledTimes(2);
  });

  it('does not start a second sweep while one is running', async () => {
    let finish: (removed: number) => void = () => undefined;
    const sweep = jest.fn(() => new Promise<number>((resolve) => (finish = resolve)));
    const sweeper = startUploadSweeper({ sweep, intervalMs: 60_000, logger });

    const first = sweeper.runOnce();
    const second = sweeper.runOnce();
    finish(4);

    expect(await first).toBe(4);
    expect(await second).toBe(4);
    expect(sweep).toHaveBeenCalledTimes(1);
    await sweeper.stop();
  });
});
