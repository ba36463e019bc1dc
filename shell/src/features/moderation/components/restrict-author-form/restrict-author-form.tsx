import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import {
  MAX_RESTRICTION_HOURS,
  MODERATION_MESSAGES,
  MODERATION_SCREEN_TEXTS as T,
} from '@campusloop/contracts';
import { Button, TextField } from '@campusloop/ui';

const Form = styled.form`
  display: grid;
  grid-template-columns: minmax(90px, 140px) minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.sm};
  align-items: end;
  padding: ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Actions = styled.div`
  grid-column: 1 / -1;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

export type RestrictAuthorFormProps = {
  busy: boolean;
  onSubmit: (input: { hours: number; reason?: string }) => void;
  onCancel: () => void;
};

/** How long and why the author of a reported item is restricted (1 hour to 365 days). */
export function RestrictAuthorForm({ busy, onSubmit, onCancel }: RestrictAuthorFormProps) {
  const [hours, setHours] = useState('24');
  const [reason, setReason] = useState('');
  const formId = useId();
  const parsed = Number(hours);
  const valid = Number.isInteger(parsed) && parsed >= 1 && parsed <= MAX_RESTRICTION_HOURS;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!valid || busy) return;
    onSubmit({ hours: parsed, ...(reason.trim() ? { reason: reason.trim() } : {}) });
  };

  return (
    <Form aria-label={T.restrictAuthor} id={formId} onSubmit={submit} noValidate>
      <TextField
        label={T.restrictHours}
        // Opened by 'Restrict author': the hours are what to fill first.
        autoFocus
        type="number"
        inputMode="numeric"
        min={1}
        max={MAX_RESTRICTION_HOURS}
        value={hours}
        onChange={(event) => setHours(event.target.value)}
        {...(valid ? {} : { error: MODERATION_MESSAGES.durationRange })}
      />
      <TextField
        label={T.restrictReason}
        value={reason}
        maxLength={500}
        onChange={(event) => setReason(event.target.value)}
      />
      <Actions>
        <Button type="submit" variant="danger" loading={busy} disabled={!valid || busy}>
          {T.restrictSubmit}
        </Button>
        <Button type="button" variant="ghost" onClick={onCancel} disabled={busy}>
          {T.cancel}
        </Button>
      </Actions>
    </Form>
  );
}
