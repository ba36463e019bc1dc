import { useState, type FormEvent } from 'react';
import {
  REFERRAL_CODE_FORMAT_HINT,
  REFERRAL_CODE_LENGTH,
  REFERRAL_MESSAGES,
  normaliseReferralCodeInput,
  referralCodeProblem,
} from '@campusloop/contracts';
import { Button, TextField, useToast } from '@campusloop/ui';
import { normalizeApiError } from '@campusloop/web-platform';
import styled from 'styled-components';
import { useApplyReferralCodeMutation } from '../../api/referrals-api';
import { Badge, Muted, ReferralCard } from '../referral-card/referral-card';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  max-width: 420px;
`;

export interface ApplyCardProps {
  /** A code from `?ref=`: prefilled, form open. */
  initialCode?: string;
  onApplied: () => void;
}

/** Spec §2 'Apply Referral Code' (shown only while applying is allowed) with spec §5's input rules. */
export function ApplyCard({ initialCode = '', onApplied }: ApplyCardProps) {
  const toast = useToast();
  const [open, setOpen] = useState(initialCode !== '');
  const [code, setCode] = useState(normaliseReferralCodeInput(initialCode));
  const [error, setError] = useState<string | undefined>();
  const [apply, { isLoading }] = useApplyReferralCodeMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // The zod-free check (the schema's rules) keeps zod off the tab's first screen (issue 30).
    const problem = referralCodeProblem(code);
    if (problem) {
      setError(problem);
      return;
    }
    try {
      await apply({ referralCode: code }).unwrap();
      toast.show({ message: REFERRAL_MESSAGES.applied, tone: 'success' });
      onApplied();
    } catch (failure) {
      // Spec §8: the server's message, else 'Failed to apply referral code' (toast and inline).
      const shown = normalizeApiError(failure, { fallbackMessage: REFERRAL_MESSAGES.applyFailed }).message;
      setError(shown);
      toast.show({ message: shown, tone: 'error' });
    }
  };

  return (
    <ReferralCard title="Apply Referral Code" badge={<Badge>Optional</Badge>}>
      <Muted>
        Were you invited by a friend? Enter their code. A referral code can be applied only once, and only before you
        verify your university email.
      </Muted>
      {open ? (
        <Form onSubmit={(event) => void submit(event)} noValidate>
          <TextField
            label="Referral code"
            name="referralCode"
            value={code}
            maxLength={REFERRAL_CODE_LENGTH}
            autoComplete="off"
            hint={REFERRAL_CODE_FORMAT_HINT}
            error={error}
            onChange={(event) => {
              setCode(normaliseReferralCodeInput(event.target.value));
              setError(undefined);
            }}
          />
          <div>
            <Button type="submit" loading={isLoading} disabled={isLoading || code.length !== REFERRAL_CODE_LENGTH}>
              Apply Code
            </Button>
          </div>
        </Form>
      ) : (
        <div>
          <Button variant="secondary" onClick={() => setOpen(true)}>
            Enter Referral Code
          </Button>
        </div>
      )}
    </ReferralCard>
  );
}
