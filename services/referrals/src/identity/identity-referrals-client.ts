import {
  ErrorCode,
  REFERRAL_MESSAGES,
  REFERRAL_REFUSALS,
  internalApplyReferralResponseSchema,
  internalReferralPath,
  type ReferralRefusal,
} from '@campusloop/contracts';
import { AppError, postInternalJson } from '@campusloop/service-kit';

/** Identity's answer to recording an applied code. */
export type RecordReferralOutcome = { recorded: true } | { recorded: false; refusal: ReferralRefusal };

/** Identity's side of applying a code: it owns `hasAppliedReferralCode` / `referredByCode`. */
export interface IdentityReferrals {
  recordAppliedCode(userId: string, referralCode: string): Promise<RecordReferralOutcome>;
}

const REFUSALS = new Set<string>(Object.values(REFERRAL_REFUSALS));
const unavailable = (cause: unknown) =>
  new AppError(503, ErrorCode.SERVICE_UNAVAILABLE, REFERRAL_MESSAGES.applyFailed, { cause });

/**
 * `POST <identity>/internal/users/{userId}/referral` with the service token (`fetch` =
 * `serviceAuth.fetch`): identity checks the rule and writes in one step (libs/contracts
 * referral-application.ts). No answer, or one outside the contract, is a 503 for the caller.
 */
export function createIdentityReferralsClient(options: {
  identityUrl: string;
  fetch: typeof fetch;
  timeoutMs: number;
}): IdentityReferrals {
  return {
    async recordAppliedCode(userId, referralCode) {
      const { status, json } = await postInternalJson(
        `${options.identityUrl}${internalReferralPath(userId)}`,
        { referralCode },
        { fetch: options.fetch, timeoutMs: options.timeoutMs, unavailable },
      );
      if (status === 200 && internalApplyReferralResponseSchema.safeParse(json).success) return { recorded: true };
      const code = (json as { code?: unknown } | undefined)?.code;
      if (status === 409 && typeof code === 'string' && REFUSALS.has(code)) {
        return { recorded: false, refusal: code as ReferralRefusal };
      }
      throw unavailable(new Error(`identity answered ${status} to a referral`));
    },
  };
}
