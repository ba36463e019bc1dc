// Zod-free (front ends import it, and a module defining schemas would bring all of zod into the first
// screen of every tab with a Report action: issue 30): the report dialog's choices, limit and words.

/** Why an item is reported (the report dialog's choices). */
export const REPORT_REASONS = ['spam', 'harassment', 'hate', 'misinformation', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

export const REPORT_NOTE_MAX = 500;

export const REPORT_REASON_LABELS: Readonly<Record<ReportReason, string>> = {
  spam: 'Spam or scam',
  harassment: 'Harassment',
  hate: 'Hate speech',
  misinformation: 'False information',
  other: 'Something else',
};

export const REPORT_TEXTS = {
  open: 'Report',
  title: 'Report Listing',
  /** Each kind of item's dialog title (the shared report dialog, libs/owned-item-web). */
  titles: { listing: 'Report Listing', post: 'Report Post', comment: 'Report Comment', event: 'Report Event', community: 'Report Community', rating: 'Report Rating' },
  reason: 'Reason',
  chooseReason: 'Choose a reason',
  note: 'Note (optional)',
  noteHint: 'What should our moderators know?',
  submit: 'Submit Report',
  cancel: 'Cancel',
  ok: 'OK',
  /** After 'You have already reported this item.' (a 409): kind, not an error. */
  alreadyReportedHint: 'Our moderators will look at it; there is nothing more to do.',
  /** The owner's marker on their own blocked item (issue 28). */
  blocked: 'Blocked',
  failed: 'Failed to submit report. Please try again.',
} as const;
