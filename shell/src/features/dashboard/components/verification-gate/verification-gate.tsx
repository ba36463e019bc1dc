import { useNavigate } from 'react-router-dom';
import { Button, EmptyState } from '@campusloop/ui';

/** Shown instead of a campus tab to users who are not verified university students. */
export function VerificationGate({ label }: { label: string }) {
  const navigate = useNavigate();
  return (
    <EmptyState
      title={`Verify your university email to get access to ${label}.`}
      action={
        <Button variant="secondary" onClick={() => navigate('/profile')}>
          Go to Profile
        </Button>
      }
    />
  );
}
