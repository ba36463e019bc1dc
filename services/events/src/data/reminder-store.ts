import type { Connection } from 'mongoose';
import { insertOnce } from '@campusloop/service-kit';
import { reminderId, reminderModel, type ReminderDoc } from './reminder-model';

/** The `reminders` collection: one "sent" mark per event, attendee and reminder kind. */
export function createReminderStore(connection: Connection) {
  const reminders = reminderModel(connection);
  return {
    init: () => reminders.init(),
    removeForEvent: (eventId: string) => reminders.deleteMany({ eventId }).exec(),
    /** The test-and-set of a reminder: true when this call recorded it (and so may send it). */
    markReminderSent: (doc: Omit<ReminderDoc, '_id'>): Promise<boolean> =>
      insertOnce(reminders, { _id: reminderId(doc.eventId, doc.userId, doc.kind), ...doc }),
    reminderSent: async (eventId: string, userId: string, kind: ReminderDoc['kind']) =>
      (await reminders.countDocuments({ _id: reminderId(eventId, userId, kind) }).exec()) > 0,
  };
}
