// Zod-free (front ends import it): the report dialog's words (not given by the spec).
import type { ReportReason } from './report';

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
