import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { AUTH_MESSAGES, OTP_LENGTH } from '@campusloop/contracts';
import { normalizeApiError, signInWithOtp, useAppDispatch, useRequestOtpMutation, type ApiError } from '@campusloop/web-platform';
import { Card } from '../../../../app/card';
import { OtpCodeForm } from '../../../../forms/otp-code-form';
import { postLoginPath } from '../../post-login-path';

/** A wrong or expired code reads as such; no response, rate limits and server trouble say what happened. */
function verifyFailureMessage(error: ApiError): string {
  return error.status === 0 || error.status === 429 || error.status >= 500 ? error.message : AUTH_MESSAGES.invalidOtp;
}

/** /verify: six boxes, Verify OTP, Resend OTP after a 30 s countdown; needs the e-mail from /login. */
export function VerifyPage() {
  const email = (useLocation().state as { email?: unknown } | null)?.email;
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const [requestOtp] = useRequestOtpMutation();

  if (typeof email !== 'string' || !email) return <Navigate to="/login" replace />;

  async function verify(otp: string): Promise<string | null> {
    const result = await dispatch(signInWithOtp({ email: email as string, otp }));
    if (signInWithOtp.fulfilled.match(result)) {
      navigate(postLoginPath(result.payload), { replace: true });
      return null;
    }
    return verifyFailureMessage(normalizeApiError(result.payload ?? result.error));
  }

  async function resend(): Promise<string | null> {
    try {
      await requestOtp({ email: email as string }).unwrap();
      return null;
    } catch {
      return AUTH_MESSAGES.resendFailed;
    }
  }

  return (
    <Card>
      <h1>Verify OTP</h1>
      <p>
        Enter the {OTP_LENGTH}-digit code sent to <strong>{email}</strong>.
      </p>
      <OtpCodeForm sentTo={email} submitLabel="Verify OTP" incompleteMessage={AUTH_MESSAGES.otpIncomplete} verify={verify} resend={resend} />
    </Card>
  );
}
