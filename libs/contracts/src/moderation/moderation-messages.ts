/**
 * Texts of moderation: the two notices of spec §8 word for word, and the server texts the spec leaves
 * to us (marked). Services answer with them; the web shows them.
 */
export const MODERATION_MESSAGES = {
  /** Spec §8 'Account Restricted': every write of a restricted account is refused (403) with it. */
  accountRestricted: 'Your account has been temporarily restricted due to violations of our community guidelines.',
  /** Spec §8 'Content Blocked'. */
  contentBlocked: 'Your content has been blocked for violating our community guidelines.',
  // Server texts (not given by the spec):
  moderatorsOnly: 'Only moderators can do this.',
  alreadyReported: 'You have already reported this item.',
  tooManyReports: 'Too many reports. Please try again later.',
  reportReceived: 'Thank you. Our moderators will review this report.',
  noteTooLong: 'Note must be 500 characters or less',
  reasonRequired: 'Please choose a reason',
  accountNotFound: 'Account not found.',
  durationRange: 'Restriction must last from 1 hour to 365 days',
} as const;
