import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { OTP_LENGTH, OTP_RESEND_COOLDOWN_SECONDS } from '@campusloop/contracts';
import { Button, emptyOtp, OtpInput, useCountdown } from '@campusloop/ui';
import { FormError, LinkButton } from '../app/card';

const ResendRow = styled.p`
  text-align: center;
`;

export type OtpCodeFormProps = {
  /** Where the code went (the e-mail), for the resend notice. */
  sentTo: string;
  submitLabel: string;
  /** Shown when fewer than six digits are entered (spec §5). */
  incompleteMessage: string;
  /** Checks the code; resolves to an error text, or null when it was accepted (the caller moves on). */
  verify: (otp: string) => Promise<string | null>;
  /** Sends a new code; resolves to an error text, or null when it was sent. */
  resend: () => Promise<string | null>;
  label?: string;
};

/** Six OTP boxes, the submit button, and 'Resend OTP' after the 30 s cooldown (spec §2, §9). */
export function OtpCodeForm({ sentTo, submitLabel, incompleteMessage, verify, resend, label }: OtpCodeFormProps) {
  const errorId = useId();
  const form = useRef<HTMLFormElement>(null);
  /** The box to focus once the boxes are enabled again (after a refused or incomplete code). */
  const refocus = useRef<number | null>(null);
  const [digits, setDigits] = useState(emptyOtp());
  const [verifying, setVerifying] = useState(false);
  const [resending, setResending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [secondsLeft, restartCountdown] = useCountdown(OTP_RESEND_COOLDOWN_SECONDS);

  useEffect(() => {
    if (refocus.current === null || verifying) return;
    form.current?.querySelectorAll('input')[refocus.current]?.focus();
    refocus.current = null;
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const otp = digits.join('');
    setNotice(null);
    if (otp.length !== OTP_LENGTH) {
      // To the first empty box, where the missing digits go.
      refocus.current = digits.findIndex((digit) => !digit);
      setFailure(incompleteMessage);
      setDigits((current) => [...current]); // re-render (and refocus) even when the message is already shown
      return;
    }
    setFailure(null);
    setVerifying(true);
    const problem = await verify(otp);
    if (problem === null) return;
    setVerifying(false);
    // The boxes are emptied: back to the first one for the next try.
    refocus.current = 0;
    setFailure(problem);
    setDigits(emptyOtp());
  }

  async function sendAgain() {
    setFailure(null);
    setNotice(null);
    setResending(true);
    const problem = await resend();
    setResending(false);
    if (problem) {
      setFailure(problem);
      return;
    }
    setNotice(`A new OTP has been sent to ${sentTo}.`);
    restartCountdown();
  }

  return (
    <>
      <form ref={form} onSubmit={submit} noValidate>
        <OtpInput autoFocus digits={digits} onChange={setDigits} invalid={Boolean(failure)} disabled={verifying} label={label} describedBy={failure ? errorId : undefined} />
        {failure && <FormError id={errorId}>{failure}</FormError>}
        {notice && <p role="status">{notice}</p>}
        <Button type="submit" loading={verifying}>
          {submitLabel}
        </Button>
      </form>
      <ResendRow>
        <LinkButton onClick={sendAgain} disabled={secondsLeft > 0 || resending}>
          {secondsLeft > 0 ? `Resend OTP in ${secondsLeft}s` : 'Resend OTP'}
        </LinkButton>
      </ResendRow>
    </>
  );
}
