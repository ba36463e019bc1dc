import { Navigate, useLocation } from 'react-router-dom';
import { PageSection } from '@campusloop/ui';
import { PageContainer } from '../../../../app/page-container';

type VerifyState = { universityEmail?: unknown; universityId?: unknown } | null;

/** /university-email-verify: needs the e-mail and university from /university-form, else goes back there. */
export function UniversityEmailVerifyPage() {
  const state = useLocation().state as VerifyState;
  if (typeof state?.universityEmail !== 'string' || typeof state.universityId !== 'string') {
    return <Navigate to="/university-form" replace />;
  }
  return (
    <PageContainer>
      <PageSection title="Verify your university email" subtitle={state.universityEmail}>
        <p>Enter the 6-digit code we sent to your university email.</p>
      </PageSection>
    </PageContainer>
  );
}
