import { useState } from 'react';
import {
  MODERATION_MESSAGES,
  REPORT_NOTE_MAX,
  REPORT_REASONS,
  REPORT_REASON_LABELS,
  REPORT_TEXTS as T,
  type Listing,
  type ReportReason,
} from '@campusloop/contracts';
import { Button, Modal, SelectField, TextAreaField, useToast } from '@campusloop/ui';
import { sentMessage } from '../../api/listing-error-messages';
import { useReportListingMutation } from '../../api/listing-report-api';

export type ReportListingDialogProps = {
  listing: Pick<Listing, 'id' | 'universityId'>;
  onClose: () => void;
};

/** Spec §9: success banners stay 3 s, errors 5 s. */
const SUCCESS_TOAST_MS = 3000;
const ERROR_TOAST_MS = 5000;

const REASON_OPTIONS = REPORT_REASONS.map((value) => ({ value, label: REPORT_REASON_LABELS[value] }));

/** Why a report was refused, in words (409 already reported, 429 too many: the service's own text). */
function refusalText(error: unknown): string {
  const status = (error as { status?: unknown } | undefined)?.status;
  if (status === 409) return MODERATION_MESSAGES.alreadyReported;
  if (status === 429) return MODERATION_MESSAGES.tooManyReports;
  return (typeof status === 'number' && status < 500 && sentMessage(error)) || T.failed;
}

/** Report a listing to the moderators: a reason, an optional note (≤ 500, counted), one submit at a time. */
export function ReportListingDialog({ listing, onClose }: ReportListingDialogProps) {
  const [reason, setReason] = useState<ReportReason | ''>('');
  const [note, setNote] = useState('');
  const [report, { isLoading }] = useReportListingMutation();
  const toast = useToast();
  const tooLong = note.trim().length > REPORT_NOTE_MAX;

  const submit = async () => {
    if (!reason || tooLong || isLoading) return;
    try {
      await report({
        universityId: listing.universityId,
        listingId: listing.id,
        body: { reason, ...(note.trim() ? { note: note.trim() } : {}) },
      }).unwrap();
      toast.show({ tone: 'success', message: MODERATION_MESSAGES.reportReceived, duration: SUCCESS_TOAST_MS });
      onClose();
    } catch (error) {
      toast.show({ tone: 'error', message: refusalText(error), duration: ERROR_TOAST_MS });
    }
  };

  return (
    <Modal
      open
      size="sm"
      title={T.title}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={isLoading}>
            {T.cancel}
          </Button>
          <Button loading={isLoading} disabled={!reason || tooLong || isLoading} onClick={() => void submit()}>
            {T.submit}
          </Button>
        </>
      }
    >
      <SelectField
        label={T.reason}
        placeholder={T.chooseReason}
        options={REASON_OPTIONS}
        value={reason}
        onChange={(event) => setReason(event.target.value as ReportReason | '')}
      />
      <TextAreaField
        label={T.note}
        hint={T.noteHint}
        value={note}
        onChange={(event) => setNote(event.target.value)}
        counter={{ current: note.trim().length, max: REPORT_NOTE_MAX }}
        {...(tooLong ? { error: MODERATION_MESSAGES.noteTooLong } : {})}
      />
    </Modal>
  );
}
