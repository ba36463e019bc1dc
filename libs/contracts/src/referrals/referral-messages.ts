/** The referrals service's refusals and the page's texts (spec §2, §8; refusals the spec leaves open are ours). */
export const REFERRAL_MESSAGES = {
  notEligible:
    'You are not eligible for a referral code yet. Verify your university email and rate your university first.',
  alreadyApplied: 'You have already applied a referral code.',
  afterVerification: 'Referral codes can only be applied before you verify your university email.',
  notVerifiedUserType: 'Only verified accounts can apply a referral code.',
  ownCode: 'You cannot apply your own referral code.',
  /** The same answer for every code that is not a live code: it tells nothing about other users. */
  invalidCode: 'This referral code is not valid. Please check it and try again.',
  tooManyAttempts: 'Too many referral code attempts. Please try again later.',
  // Spec §8, word for word.
  generated: 'Referral code generated successfully!',
  applied: 'Referral code applied successfully!',
  generateFailed: 'Failed to generate referral code',
  applyFailed: 'Failed to apply referral code',
  loadFailed: 'Failed to load referral data',
  endpointsNotFound: 'Referral API endpoints not found',
  copied: 'Referral code copied to clipboard!',
  copyFailed: 'Failed to copy code',
} as const;
