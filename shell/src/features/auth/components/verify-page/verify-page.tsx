import { useState, type FormEvent } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { AUTH_MESSAGES, OTP_LENGTH, OTP_RESEND_COOLDOWN_SECONDS } from '@campusloop/contracts';
import { Button, emptyOtp, OtpInput, useCountdown } from '@campusloop/ui';
import { normalizeApiError, signInWithOtp, useAppDispatch, useRequestOtpMutation, type ApiError } from '@campusloop/web-platform';
import { postLoginPath } from '../../post-login-path';
import { AuthCard, FormError } from '../auth-card/auth-card';

const ResendRow = styled.p`
  text-align: center;
`;

const LinkButton = styled.button`
  padding: 0;
  border: none;
  background: none;
  font: inherit;
  color: ${({ theme }) => theme.colors.primary};
  text-decoration: underline;
  cursor: pointer;
  &:disabled { color: ${({ theme }) => theme.colors.textMuted}; text-decoration: none; cursor: default; }
`;

/** A wrong or expired code reads as such; no response, rate limits and server trouble say what happened. */
function verifyFailureMessage(error: ApiError): string {
  return error.status === 0 || error.status === 429 || error.status >= 500 ? error.message : AUTH_MESSAGES.invalidOtp;
}

/** /verify: six boxes, Verify OTP, Resend OTP after a 30 s countdown; needs the e-mail from /login. */
export function VerifyPage() {
  const email = (useLocation().state as { email?: unknown } | null)?.email;
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const [requestOtp, { isLoading: resending }] = useRequestOtpMutation();
  const [digits, setDigits] = useState(emptyOtp());
  const [verifying, setVerifying] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [secondsLeft, restartCountdown] = useCountdown(OTP_RESEND_COOLDOWN_SECONDS);

  if (typeof email !== 'string' || !email) return <Navigate to="/login" replace />;

  async function verify(event: FormEvent) {
    event.preventDefault();
    const otp = digits.join('');
    if (otp.length !== OTP_LENGTH) {
      setFailure(AUTH_MESSAGES.otpIncomplete);
      return;
    }
    setFailure(null);
    setVerifying(true);
    const result = await dispatch(signInWithOtp({ email: email as string, otp }));
    setVerifying(false);
    if (signInWithOtp.fulfilled.match(result)) {
      navigate(postLoginPath(result.payload), { replace: true });
    } else {
      setFailure(verifyFailureMessage(normalizeApiError(result.payload ?? result.error)));
      setDigits(emptyOtp());
    }
  }

  async function resend() {
    setFailure(null);
    setNotice(null);
    try {
      await requestOtp({ email: email as string }).unwrap();
      setNotice(`A new OTP has been sent to ${email as string}.`);
      restartCountdown();
    } catch {
      setFailure(AUTH_MESSAGES.resendFailed);
    }
  }

  return (
    <AuthCard>
      <h1>Verify OTP</h1>
      <p>
        Enter the {OTP_LENGTH}-digit code sent to <strong>{email}</strong>.
      </p>
      <form onSubmit={verify} noValidate>
        <OtpInput digits={digits} onChange={setDigits} invalid={Boolean(failure)} disabled={verifying} />
        {failure && <FormError>{failure}</FormError>}
        {notice && <p role="status">{notice}</p>}
        <Button type="submit" loading={verifying}>
          Verify OTP
        </Button>
      </form>
      <ResendRow>
        <LinkButton type="button" onClick={resend} disabled={secondsLeft > 0 || resending}>
          {secondsLeft > 0 ? `Resend OTP in ${secondsLeft}s` : 'Resend OTP'}
        </LinkButton>
      </ResendRow>
    </AuthCard>
  );
}
