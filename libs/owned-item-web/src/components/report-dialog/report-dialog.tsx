import { useState } from 'react';
import styled from 'styled-components';
import {
  MODERATION_MESSAGES,
  REPORT_NOTE_MAX,
  REPORT_REASONS,
  REPORT_REASON_LABELS,
  REPORT_TEXTS as T,
  type CreateReportRequest,
  type ReportReason,
} from '@campusloop/contracts';
import { Button, Modal, RadioGroup, TextAreaField, useToast } from '@campusloop/ui';

export type ReportDialogProps = {
  /** The dialog's title ('Report Listing', 'Report Post': contracts `REPORT_TEXTS.titles`). */
  title: string;
  /** Sends the report; resolves when the service took it, rejects with the API error otherwise (RTK's `unwrap()`). */
  send: (body: CreateReportRequest) => Promise<unknown>;
  onClose: () => void;
};

/** Spec §9: success banners stay 3 s, errors 5 s. */
const SUCCESS_TOAST_MS = 3000;
const ERROR_TOAST_MS = 5000;

const REASON_OPTIONS = REPORT_REASONS.map((value) => ({ value, label: REPORT_REASON_LABELS[value] }));

const Notice = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const statusOf = (error: unknown) => (error as { status?: unknown } | undefined)?.status;

/** A refusal in words: 429 the service's limit text, another 4xx its own message, else the dialog's 'failed'. */
function refusalText(error: unknown): string {
  const status = statusOf(error);
  if (status === 429) return MODERATION_MESSAGES.tooManyReports;
  const message = (error as { data?: { message?: unknown } } | undefined)?.data?.message;
  return (typeof status === 'number' && status < 500 && typeof message === 'string' && message) || T.failed;
}

/**
 * Report an item to the moderators (issue 28), the one dialog of every vertical: a reason (radios),
 * an optional note (≤ 500, counted), one submit at a time (disabled while sending). A 409 is no
 * failure: the dialog says kindly that this person already reported it, and stays open to close.
 */
export function ReportDialog({ title, send, onClose }: ReportDialogProps) {
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [note, setNote] = useState('');
  const [sending, setSending] = useState(false);
  const [alreadyReported, setAlreadyReported] = useState(false);
  const toast = useToast();
  const tooLong = note.trim().length > REPORT_NOTE_MAX;

  const submit = async () => {
    if (!reason || tooLong || sending) return;
    setSending(true);
    try {
      await send({ reason, ...(note.trim() ? { note: note.trim() } : {}) });
      toast.show({ tone: 'success', message: MODERATION_MESSAGES.reportReceived, duration: SUCCESS_TOAST_MS });
      onClose();
    } catch (error) {
      setSending(false);
      if (statusOf(error) === 409) setAlreadyReported(true);
      else toast.show({ tone: 'error', message: refusalText(error), duration: ERROR_TOAST_MS });
    }
  };

  return (
    <Modal
      open
      size="sm"
      title={title}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={sending}>
            {alreadyReported ? T.ok : T.cancel}
          </Button>
          {!alreadyReported && (
            <Button loading={sending} disabled={!reason || tooLong || sending} onClick={() => void submit()}>
              {T.submit}
            </Button>
          )}
        </>
      }
    >
      {alreadyReported ? (
        <Notice role="status">{MODERATION_MESSAGES.alreadyReported} {T.alreadyReportedHint}</Notice>
      ) : (
        <>
          <RadioGroup
            legend={T.reason}
            name="report-reason"
            options={REASON_OPTIONS}
            value={reason}
            onChange={setReason}
            disabled={sending}
          />
          <TextAreaField
            label={T.note}
            hint={T.noteHint}
            value={note}
            disabled={sending}
            onChange={(event) => setNote(event.target.value)}
            counter={{ current: note.trim().length, max: REPORT_NOTE_MAX }}
            {...(tooLong ? { error: MODERATION_MESSAGES.noteTooLong } : {})}
          />
        </>
      )}
    </Modal>
  );
}
