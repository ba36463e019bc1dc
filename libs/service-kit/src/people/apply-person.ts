import type { Model } from 'mongoose';
import type { Person } from '@campusloop/contracts';
import { trusted } from '../data/trusted';
import type { KeyedLock } from '../data/keyed-lock';
import type { PersonDoc } from './person-model';

export type ApplyOutcome = 'applied' | 'stale';

function isDuplicateKey(error: unknown): boolean {
  return (error as { code?: number } | null)?.code === 11000;
}

/**
 * Writes `person` unless the row already holds this or a newer version.
 *
 * On MongoDB the single upsert is the whole guard: its filter `{_id, version < v}` matches an older
 * row (replaced) or nothing; with nothing matched the upsert tries to insert `_id` again, which the
 * unique `_id` refuses when a row at a newer or equal version exists (→ 'stale'). FerretDB v1
 * evaluates filter and write separately, so within the process every write of one user runs under
 * `lock` (key `people:<id>`), and the version is re-read first.
 */
export async function applyPerson(
  People: Model<PersonDoc>,
  lock: KeyedLock,
  person: Person,
  now: Date,
): Promise<ApplyOutcome> {
  return lock.run(`people:${person.id}`, async () => {
    const current = await People.findById(person.id, { version: 1 }).lean<{ version: number }>();
    if (current && current.version >= person.version) return 'stale';
    const { id, ...facts } = person;
    try {
      await People.updateOne(
        { _id: id, version: trusted({ $lt: person.version }) },
        { $set: { ...facts, receivedAt: now } },
        { upsert: true },
      );
    } catch (error) {
      if (isDuplicateKey(error)) return 'stale';
      throw error;
    }
    return 'applied';
  });
}
