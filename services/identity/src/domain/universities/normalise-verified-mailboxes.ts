import { trusted, type Logger } from '@campusloop/service-kit';
import type { IdentityModels } from '../../data/identity-models';
import type { UniversityRecord } from '../../data/university-model';
import { universityMailbox } from './university-mailbox';

/**
 * Re-keys verified-address rows written before mailboxes were normalised (they have no `email`
 * field; their `_id` is the address as typed) to `universityMailbox`, so the unique key also holds
 * for them. Runs at every start; rows already done are not read again. When two old rows name the
 * same mailbox (two accounts verified it before the fix), the first keeps the mailbox and the other
 * keeps its old key: both accounts stay verified (nothing is taken from a student silently), no
 * third can verify, and the case is logged for a person to look at. Returns the rows re-keyed.
 */
export async function normaliseVerifiedMailboxes(models: IdentityModels, logger: Logger): Promise<number> {
  const { universities, verifiedUniversityEmails } = models;
  const legacy = await verifiedUniversityEmails.find({ email: trusted({ $exists: false }) }).lean();
  const universityById = new Map<string, UniversityRecord | null>();
  let rekeyed = 0;
  for (const row of legacy) {
    if (!universityById.has(row.universityId)) {
      universityById.set(row.universityId, await universities.findById(row.universityId).lean());
    }
    const university = universityById.get(row.universityId);
    const mailbox = university ? universityMailbox(row._id, university) : row._id.toLowerCase();
    if (mailbox !== row._id) {
      try {
        await verifiedUniversityEmails.create({ ...row, _id: mailbox, email: row._id });
        await verifiedUniversityEmails.deleteOne({ _id: row._id });
        rekeyed += 1;
        continue;
      } catch (error) {
        if ((error as { code?: number }).code !== 11000) throw error;
        logger.warn({ mailbox, userId: row.userId }, 'a university mailbox was verified by two accounts before normalisation; both stay verified');
      }
    }
    await verifiedUniversityEmails.updateOne({ _id: row._id }, { $set: { email: row._id } });
  }
  return rekeyed;
}
