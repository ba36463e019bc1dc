// Zod-free (front ends import it): every referrals path template, relative to /api/v1.
const REFERRALS = '/referrals';

export const REFERRALS_PATHS = {
  eligibility: `${REFERRALS}/eligibility`,
  myCode: `${REFERRALS}/my-code`,
  apply: `${REFERRALS}/apply`,
  stats: `${REFERRALS}/stats`,
} as const;

/** The site page of the programme; `?ref=CODE` prefills the apply form (spec §2). */
export const REFERRALS_PAGE_PATH = '/referrals';
/** The query parameter a share link carries the code in (`/login?ref=CODE`, `/referrals?ref=CODE`). */
export const REFERRAL_CODE_PARAM = 'ref';
