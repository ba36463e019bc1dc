import { Schema, type Connection } from 'mongoose';
import { newId } from '@campusloop/service-kit';
import { modelOn } from './model-on';

export interface ContactMessageRecord {
  _id: string;
  name: string;
  email: string;
  message: string;
  ip: string;
  createdAt: Date;
  forwardedAt: Date | null;
  forwardFailedAt: Date | null;
}

const contactMessageSchema = new Schema<ContactMessageRecord>(
  {
    _id: { type: String, default: newId },
    name: { type: String, required: true },
    email: { type: String, required: true },
    message: { type: String, required: true },
    ip: { type: String, required: true },
    createdAt: { type: Date, required: true },
    forwardedAt: { type: Date, default: null },
    forwardFailedAt: { type: Date, default: null },
  },
  { collection: 'contact_messages', versionKey: false },
);
contactMessageSchema.index({ createdAt: -1 });

export function contactMessageModel(connection: Connection) {
  return modelOn(connection, 'ContactMessage', contactMessageSchema);
}
export type ContactMessageModel = ReturnType<typeof contactMessageModel>;
