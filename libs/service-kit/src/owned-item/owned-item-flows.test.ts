import type { AuthUser } from '../auth/access-claims';
import { createKeyedLock } from '../data/keyed-lock';
import { createLogger } from '../logging/logger';
import { changeOwnedItem, deleteOwnedItem } from './change-owned-item';
import { findOwnedItem } from './find-owned-item';

interface Item {
  id: string;
  ownerId: string;
  cancelled: boolean;
}

const owner = { id: 'owner0000001' } as AuthUser;
const stranger = { id: 'stranger0001' } as AuthUser;
const item: Item = { id: 'item00000001', ownerId: owner.id, cancelled: false };
const answer = (promise: Promise<unknown>) =>
  promise.then(
    () => 'ok',
    (error: { status: number; message: string }) => `${error.status} ${error.message}`,
  );

describe('findOwnedItem', () => {
  const find = (viewer: AuthUser | undefined, found: Item | null, extra = {}) =>
    findOwnedItem(viewer, { load: async () => found, notFoundMessage: 'Post not found', ...extra });

  it('answers 404 with the vertical text to a signed-in caller, and 401 to a visitor, for an unknown id', async () => {
    expect(await answer(find(owner, null))).toBe('404 Post not found');
    expect(await answer(find(undefined, null))).toBe('401 Session expired. Please log in again.');
  });

  it('answers 410 for a tombstone when the vertical says what gone means, and hands on a live item after its authorize', async () => {
    const gone = { when: (found: Item) => found.cancelled, message: 'This event has been cancelled.' };
    expect(await answer(find(owner, { ...item, cancelled: true }, { gone }))).toBe(
      '410 This event has been cancelled.',
    );
    const seen: string[] = [];
    expect(await find(owner, item, { gone, authorize: (found: Item) => seen.push(found.id) })).toBe(item);
    expect(seen).toEqual([item.id]);
  });
});

describe('changeOwnedItem and deleteOwnedItem', () => {
  const logger = createLogger({ name: 'owned-item-test', level: 'silent' });
  const base = (userId: string) => ({
    userId,
    find: async () => item,
    ownerOf: (found: Item) => found.ownerId,
    forbiddenMessage: 'You can only edit your own posts.',
  });

  it('runs the change for the owner only; someone else gets 403 with the vertical text and nothing changes', async () => {
    const changed: string[] = [];
    const change = async (found: Item) => changed.push(found.id);
    expect(await answer(changeOwnedItem(base(stranger.id), change))).toBe(
      '403 You can only edit your own posts.',
    );
    expect(changed).toEqual([]);
    await changeOwnedItem(base(owner.id), change);
    expect(changed).toEqual([item.id]);
  });

  it('holds the item lock from find to write: two changes at once run one after the other', async () => {
    const lock = { lock: createKeyedLock(), key: 'doc:items:1' };
    const steps: string[] = [];
    const slow = (name: string) => async () => {
      steps.push(`${name} start`);
      await new Promise((resolve) => setTimeout(resolve, 20));
      steps.push(`${name} end`);
    };
    await Promise.all([
      changeOwnedItem({ ...base(owner.id), lock }, slow('a')),
      changeOwnedItem({ ...base(owner.id), lock }, slow('b')),
    ]);
    expect(steps).toEqual(['a start', 'a end', 'b start', 'b end']);
  });

  it('deletes: a lost race is 404, cleanups run after the write and a failed one is logged, not answered', async () => {
    const cleaned: string[] = [];
    const options = {
      ...base(owner.id),
      notFoundMessage: 'Post not found',
      logger,
      logFields: (found: Item) => ({ itemId: found.id }),
      cleanups: () => [
        Promise.resolve().then(() => cleaned.push('discussion')),
        Promise.reject(new Error('media down')),
      ],
    };
    expect(await answer(deleteOwnedItem({ ...options, remove: async () => false }))).toBe(
      '404 Post not found',
    );
    expect(cleaned).toEqual([]);
    expect(await deleteOwnedItem({ ...options, remove: async () => true })).toBe(item);
    expect(cleaned).toEqual(['discussion']);
  });
});
