import { UNIVERSITY_MESSAGES, emailDomain } from '@campusloop/contracts';
import { AppError } from '@campusloop/service-kit';
import type { UniversityRecord } from '../../data/university-model';
import type { UserRecord } from '../../data/user-model';
import type { IdentityContext } from '../identity-context';
import { domainBelongsTo } from './email-domain-rules';

/**
 * The checks both steps of university e-mail verification make: the account is not verified yet,
 * the university exists, the address's domain is one of the university's (or a sub-domain) and an
 * academic one. Whether another account verified the mailbox is deliberately not checked here: the
 * request step must answer alike either way, and verify-otp decides after the code proved the
 * caller reads the mailbox (the unique claim on the normalised mailbox).
 */
export async function universityForVerification(
  ctx: IdentityContext,
  user: UserRecord,
  input: { universityEmail: string; universityId: string },
): Promise<UniversityRecord> {
  if (user.universityVerified) throw AppError.conflict(UNIVERSITY_MESSAGES.alreadyVerified);
  const university = await ctx.models.universities.findById(input.universityId).lean();
  if (!university) throw AppError.notFound(UNIVERSITY_MESSAGES.notFound);
  const domain = emailDomain(input.universityEmail);
  if (!domainBelongsTo(domain, university.emailDomains)) {
    throw AppError.validation({ universityEmail: UNIVERSITY_MESSAGES.domainMismatch });
  }
  if (!(await ctx.isAcademicDomain(domain))) {
    throw AppError.validation({ universityEmail: UNIVERSITY_MESSAGES.notAcademic });
  }
  return university;
}
