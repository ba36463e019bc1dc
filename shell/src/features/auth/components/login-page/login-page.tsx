import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { AUTH_MESSAGES, loginEmailSchema } from '@campusloop/contracts';
import { Button, TextField } from '@campusloop/ui';
import { normalizeApiError, useRequestOtpMutation } from '@campusloop/web-platform';
import { Card, FormError } from '../../../../app/card';
import { useHydrated } from '../../../../prerender/use-hydrated';

/** /login: e-mail entry; Send OTP (or Enter) asks for a code and goes to /verify carrying the e-mail. */
export function LoginPage() {
  const navigate = useNavigate();
  const [requestOtp, { isLoading }] = useRequestOtpMutation();
  const [email, setEmail] = useState('');
  const [touched, setTouched] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // Prerendered at build time (issue 30): not usable until the app has taken the page over.
  const ready = useHydrated();

  const parsed = loginEmailSchema.safeParse(email);
  const fieldError = touched && !parsed.success ? parsed.error.issues[0]?.message : undefined;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (!parsed.success) return;
    setFailure(null);
    try {
      await requestOtp({ email: parsed.data }).unwrap();
      navigate('/verify', { state: { email: parsed.data } });
    } catch (error) {
      setFailure(normalizeApiError(error, { fallbackMessage: AUTH_MESSAGES.sendOtpFailed }).message);
    }
  }

  return (
    <Card>
      <h1>Sign Up / Sign In</h1>
      <p>Enter your personal email. We will send you a one-time code.</p>
      <form onSubmit={submit} noValidate>
        <TextField
          label="Email"
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          value={email}
          error={fieldError}
          onChange={(event) => {
            setEmail(event.target.value);
            setFailure(null);
          }}
          onBlur={() => email && setTouched(true)}
          disabled={!ready}
        />
        {failure && <FormError>{failure}</FormError>}
        <Button type="submit" loading={isLoading} disabled={!ready || Boolean(fieldError)}>
          Send OTP
        </Button>
      </form>
    </Card>
  );
}
