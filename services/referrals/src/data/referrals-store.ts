import type { Connection } from 'mongoose';
import { itemModel, type ItemDoc } from './item-model';

/**
 * The referrals service's collections in `campusloop_referrals`. Every query the domain needs is a function
 * here (domain code never calls mongoose).
 */
export function createReferralsStore(connection: Connection) {
  const items = itemModel(connection);

  return {
    /** Creates the collections and indexes (main.ts calls it once before listening). */
    async init(): Promise<void> {
      await items.init();
    },
    async insertItem(item: ItemDoc): Promise<void> {
      await items.create(item);
    },
    async newestItems(limit: number): Promise<ItemDoc[]> {
      return items.find({}).sort({ createdAt: -1, _id: -1 }).limit(limit).lean<ItemDoc[]>();
    },
    async findItem(id: string): Promise<ItemDoc | null> {
      return items.findById(id).lean<ItemDoc>();
    },
    async deleteItem(id: string): Promise<void> {
      await items.deleteOne({ _id: id });
    },
  };
}

export type ReferralsStore = ReturnType<typeof createReferralsStore>;
