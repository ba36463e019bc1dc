import { createKeyedLock } from './keyed-lock';

const tick = () => new Promise((resolve) => setTimeout(resolve, 1));

describe('keyed lock', () => {
  it('runs work on one key one at a time, in arrival order, and frees the key afterwards', async () => {
    const lock = createKeyedLock();
    const order: string[] = [];
    let running = 0;
    let mostAtOnce = 0;
    const job = (name: string) =>
      lock.run('post:1', async () => {
        running += 1;
        mostAtOnce = Math.max(mostAtOnce, running);
        await tick();
        order.push(name);
        running -= 1;
      });

    await Promise.all([job('a'), job('b'), job('c')]);

    expect(order).toEqual(['a', 'b', 'c']);
    expect(mostAtOnce).toBe(1);
    expect(lock.size()).toBe(0);
  });

  it('lets different keys run side by side and keeps going after a failure', async () => {
    const lock = createKeyedLock();
    let running = 0;
    let mostAtOnce = 0;
    const job = (key: string) =>
      lock.run(key, async () => {
        running += 1;
        mostAtOnce = Math.max(mostAtOnce, running);
        await tick();
        running -= 1;
      });

    const failed = lock.run('post:1', async () => {
      throw new Error('boom');
    });
    await expect(failed).rejects.toThrow('boom');
    await Promise.all([job('post:1'), job('post:2')]);

    expect(mostAtOnce).toBe(2);
    expect(lock.size()).toBe(0);
  });
});
