import { USER_UPDATED_EVENT } from '@campusloop/contracts';
import type { UserRecord } from '../../data/user-model';
import type { IdentityContext } from '../identity-context';
import { factsDiffer, personOf } from './person-facts';

/** Thrown inside the outbox change so its held event is dropped; never leaves this file. */
class NotWritten extends Error {}

/**
 * Writes a change to a user and, when it changes what other services show of them (name, avatar,
 * verification, university, audience, profileComplete), records `user.updated` with the next
 * `peopleVersion` through the outbox: the event is stored held before the write and released after
 * it, dropped when the write does not happen (`write` answers null). Callers run this under
 * `ctx.userLock` for the user, so versions of one user never repeat (FerretDB v1 has no atomic
 * conditional update; identity runs as one process).
 */
export async function changeUserFacts(
  ctx: IdentityContext,
  before: UserRecord,
  changes: Partial<UserRecord>,
  write: (set: Partial<UserRecord>) => Promise<UserRecord | null>,
): Promise<UserRecord | null> {
  const expected = personOf({ ...before, ...changes });
  if (!factsDiffer(personOf(before), expected)) return write(changes);
  const version = (before.peopleVersion ?? 0) + 1;
  try {
    return await ctx.outbox.record(async () => {
      const written = await write({ ...changes, peopleVersion: version });
      if (!written) throw new NotWritten();
      return written;
    }, [{ type: USER_UPDATED_EVENT, payload: { ...expected, version } }]);
  } catch (error) {
    if (error instanceof NotWritten) return null;
    throw error;
  }
}
