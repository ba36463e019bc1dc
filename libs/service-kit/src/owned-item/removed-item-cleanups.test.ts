import { createLogger } from '../logging/logger';
import type { MediaClient } from '../media/http-media-client';
import { removedItemCleanups } from './removed-item-cleanups';

function parts() {
  const calls: string[] = [];
  const media = {
    detach: async (request: { context: string; referenceId: string }) => {
      calls.push(`detach ${request.context} ${request.referenceId}`);
    },
  } as unknown as MediaClient;
  const discussion = {
    removeTarget: async (id: string) => {
      calls.push(`discussion ${id}`);
    },
  };
  return { calls, parts: { media, discussion, logger: createLogger({ name: 'test', level: 'silent' }) } };
}

describe('removedItemCleanups: what a deleted item leaves behind', () => {
  it('when the item had images, then its discussion and its images go', async () => {
    const { calls, parts: given } = parts();
    await Promise.all(removedItemCleanups(given, { context: 'MARKETPLACE', id: 'Li5t_000001', hadMedia: true }));
    expect(calls.sort()).toEqual(['detach MARKETPLACE Li5t_000001', 'discussion Li5t_000001']);
  });

  it('when it had none, then media is not called at all', async () => {
    const { calls, parts: given } = parts();
    await Promise.all(removedItemCleanups(given, { context: 'EVENT', id: 'Ev3nt_00001', hadMedia: false }));
    expect(calls).toEqual(['discussion Ev3nt_00001']);
  });
});
