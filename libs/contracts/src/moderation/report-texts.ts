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
  reason: 'Reason',
  chooseReason: 'Choose a reason',
  note: 'Note (optional)',
  noteHint: 'What should our moderators know?',
  submit: 'Submit Report',
  cancel: 'Cancel',
  failed: 'Failed to submit report. Please try again.',
} as const;
