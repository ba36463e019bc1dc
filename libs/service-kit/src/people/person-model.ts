import { Schema, type Connection, type Model } from 'mongoose';
import type { Person } from '@campusloop/contracts';

/** One row of a service's local `people` collection: identity's facts about a user at `version`. */
export type PersonDoc = Omit<Person, 'id'> & { _id: string; receivedAt: Date };

const personSchema = new Schema<PersonDoc>(
  {
    _id: { type: String, required: true },
    name: { type: String, default: '' },
    avatarUrl: { type: String, default: null },
    isVerified: { type: Boolean, required: true },
    universityId: { type: String, default: null },
    universityName: { type: String, default: null },
    audience: { type: String, default: null },
    profileComplete: { type: Boolean, required: true },
    version: { type: Number, required: true },
    receivedAt: { type: Date, required: true },
  },
  { versionKey: false, minimize: false },
);

export function personModel(connection: Connection): Model<PersonDoc> {
  return (
    (connection.models['Person'] as Model<PersonDoc> | undefined) ??
    connection.model<PersonDoc>('Person', personSchema, 'people')
  );
}

export function toPerson({ _id, receivedAt: _received, ...rest }: PersonDoc): Person {
  return { id: _id, ...rest };
}
