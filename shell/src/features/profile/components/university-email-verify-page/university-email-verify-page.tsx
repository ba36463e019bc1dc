import { Link, Navigate, useLocation, useNavigate } from 'react-router-dom';
import { OTP_LENGTH, UNIVERSITY_MESSAGES } from '@campusloop/contracts';
import { normalizeApiError, useAppDispatch, useRequestUniversityOtpMutation, verifyUniversityEmail } from '@campusloop/web-platform';
import { Card } from '../../../../app/card';
import { OtpCodeForm } from '../../../../forms/otp-code-form';

type VerifyState = { universityEmail?: unknown; universityId?: unknown } | null;

/**
 * /university-email-verify: the 6-digit code sent to the university address. Needs the e-mail and
 * university from the profile form (else back to /university-form); on success the fresh tokens are
 * kept, the user is re-fetched and the app goes to /profile (spec §4).
 */
export function UniversityEmailVerifyPage() {
  const state = useLocation().state as VerifyState;
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const [requestOtp] = useRequestUniversityOtpMutation();

  if (typeof state?.universityEmail !== 'string' || typeof state.universityId !== 'string') {
    return <Navigate to="/university-form" replace />;
  }
  const request = { universityEmail: state.universityEmail, universityId: state.universityId };

  async function verify(otp: string): Promise<string | null> {
    const result = await dispatch(verifyUniversityEmail({ ...request, otp }));
    if (verifyUniversityEmail.fulfilled.match(result)) {
      navigate('/profile', { replace: true });
      return null;
    }
    return normalizeApiError(result.payload ?? result.error, { fallbackMessage: UNIVERSITY_MESSAGES.verificationFailed }).message;
  }

  async function resend(): Promise<string | null> {
    try {
      await requestOtp(request).unwrap();
      return null;
    } catch {
      return UNIVERSITY_MESSAGES.resendFailed;
    }
  }

  return (
    <Card>
      <h1>Verify University Email</h1>
      <p>
        Enter the {OTP_LENGTH}-digit code sent to <strong>{request.universityEmail}</strong>.
      </p>
      <OtpCodeForm
        sentTo={request.universityEmail}
        submitLabel="Verify Email"
        incompleteMessage={UNIVERSITY_MESSAGES.otpIncomplete}
        label="University email verification code"
        verify={verify}
        resend={resend}
      />
      <p>
        Wrong address? <Link to="/profile">Back to Profile</Link>
      </p>
    </Card>
  );
}
