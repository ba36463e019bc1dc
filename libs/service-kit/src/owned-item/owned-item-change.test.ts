import type { AuthUser } from '../auth/access-claims';
import { changeOwnedItem } from './change-owned-item';
import { ownedItemChange } from './owned-item-change';

const owner = { id: 'owner0000001' } as AuthUser;
const stranger = { id: 'stranger0001' } as AuthUser;
const item = { id: 'item00000001', ownerId: owner.id };
const answer = (promise: Promise<unknown>) =>
  promise.then(
    (value) => `ok ${String(value)}`,
    (error: { status: number; message: string }) => `${error.status} ${error.message}`,
  );

const edit = (user: AuthUser, found: typeof item | null) =>
  changeOwnedItem(
    ownedItemChange(user, {
      load: async () => found,
      notFoundMessage: 'Rating not found',
      ownerOf: (it) => it.ownerId,
      forbiddenMessage: 'You can only edit your own ratings.',
    }),
    async (it) => it.id,
  );

describe('ownedItemChange: find, then owner only', () => {
  it('lets the owner change their item', async () => {
    expect(await answer(edit(owner, item))).toBe('ok item00000001');
  });

  it('answers 404 with the vertical text when there is none, 403 with its text to someone else', async () => {
    expect(await answer(edit(owner, null))).toBe('404 Rating not found');
    expect(await answer(edit(stranger, item))).toBe('403 You can only edit your own ratings.');
  });
});
