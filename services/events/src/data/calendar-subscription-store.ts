import type { Connection } from 'mongoose';
import { calendarSubscriptionModel, type CalendarSubscriptionDoc } from './calendar-subscription-model';

/** The `calendar_subscriptions` collection: one private feed token (hashed) per user. */
export function createCalendarSubscriptionStore(connection: Connection) {
  const subscriptions = calendarSubscriptionModel(connection);
  return {
    init: () => subscriptions.init(),
    findSubscription: (userId: string) =>
      subscriptions.findById(userId).lean<CalendarSubscriptionDoc>().exec(),
    findSubscriptionByHash: (tokenHash: string) =>
      subscriptions.findOne({ tokenHash }).lean<CalendarSubscriptionDoc>().exec(),
    async saveSubscription(doc: CalendarSubscriptionDoc): Promise<void> {
      await subscriptions.replaceOne({ _id: doc._id }, doc, { upsert: true });
    },
    async deleteSubscription(userId: string): Promise<void> {
      await subscriptions.deleteOne({ _id: userId });
    },
  };
}
