import { useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { UNIVERSITY_MESSAGES, requestUniversityOtpRequestSchema, type User } from '@campusloop/contracts';
import { Button, TextField, VerifiedBadge } from '@campusloop/ui';
import { normalizeApiError, useRequestUniversityOtpMutation } from '@campusloop/web-platform';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  > div:first-child { flex: 1 1 260px; }
  > button { margin-top: 30px; }
  ${({ theme }) => theme.media.mobile} { > button { margin-top: 0; width: 100%; } }
`;

export type UniversityEmailFieldProps = {
  user: User;
  /** The university chosen in the form (verification is for that one). */
  universityId: string;
  /** Runs before the code is requested (saves pending profile changes); false stops the request. */
  beforeRequest: () => Promise<boolean>;
  disabled?: boolean;
};

/**
 * The university e-mail: once verified, read-only with the badge; before, an input and 'Verify Email'
 * that e-mails a code and opens /university-email-verify with the address and university.
 */
export function UniversityEmailField({ user, universityId, beforeRequest, disabled = false }: UniversityEmailFieldProps) {
  const navigate = useNavigate();
  const [requestOtp] = useRequestUniversityOtpMutation();
  const [email, setEmail] = useState(user.universityEmail ?? '');
  const [error, setError] = useState<string>();
  const [requesting, setRequesting] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  if (user.universityVerified && user.universityEmail) {
    return (
      <div>
        <TextField label="University Email" name="universityEmail" value={user.universityEmail} readOnly hint="Locked after verification." />
        {user.universityName && <VerifiedBadge universityName={user.universityName} />}
      </div>
    );
  }

  async function requestVerification() {
    const parsed = requestUniversityOtpRequestSchema.safeParse({ universityEmail: email, universityId });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      input.current?.focus();
      return;
    }
    setError(undefined);
    setRequesting(true);
    try {
      if (!(await beforeRequest())) return;
      await requestOtp(parsed.data).unwrap();
      navigate('/university-email-verify', { state: parsed.data });
    } catch (failure) {
      const problem = normalizeApiError(failure, { fallbackMessage: UNIVERSITY_MESSAGES.sendVerificationOtpFailed });
      setError(problem.validationErrors?.['universityEmail'] ?? problem.message);
      input.current?.focus();
    } finally {
      setRequesting(false);
    }
  }

  return (
    <Row>
      <TextField
        ref={input}
        label="University Email"
        name="universityEmail"
        type="email"
        autoComplete="off"
        value={email}
        error={error}
        hint="Use your university address, e.g. name@iitb.ac.in. We will send it a 6-digit code."
        disabled={disabled || requesting}
        onChange={(event) => {
          setEmail(event.target.value);
          setError(undefined);
        }}
      />
      <Button variant="secondary" onClick={() => void requestVerification()} loading={requesting} disabled={disabled}>
        Verify Email
      </Button>
    </Row>
  );
}
