import {
  REFERRAL_CODE_LENGTH,
  REFERRAL_CODE_PARAM,
  REFERRALS_PAGE_PATH,
  normaliseReferralCodeInput,
  type User,
} from '@campusloop/contracts';

/** Where a share link's code waits while its visitor signs up and completes the profile. */
export const PENDING_REFERRAL_CODE_KEY = 'pendingReferralCode';

/** The code of a share link (`/login?ref=CODE`), if the URL carries a well-formed one. */
export function referralCodeFrom(search: string): string | null {
  const raw = new URLSearchParams(search).get(REFERRAL_CODE_PARAM);
  if (!raw) return null;
  const code = normaliseReferralCodeInput(raw);
  return code.length === REFERRAL_CODE_LENGTH ? code : null;
}

export const pendingReferralCode = {
  read: (): string | null => localStorage.getItem(PENDING_REFERRAL_CODE_KEY),
  keep: (code: string) => localStorage.setItem(PENDING_REFERRAL_CODE_KEY, code),
  clear: () => localStorage.removeItem(PENDING_REFERRAL_CODE_KEY),
};

/** Whether the user may still apply a code (spec §5, as /users/me tells): then the waiting code is offered. */
export function mayApplyReferralCode(user: Pick<User, 'hasAppliedReferralCode' | 'universityEmailVerifiedAt' | 'userType'>): boolean {
  return user.userType === 'VERIFIED' && !user.hasAppliedReferralCode && !user.universityEmailVerifiedAt;
}

/** The referral page with the apply form open and prefilled. */
export function applyFormPath(code: string): string {
  return `${REFERRALS_PAGE_PATH}?${REFERRAL_CODE_PARAM}=${encodeURIComponent(code)}`;
}
