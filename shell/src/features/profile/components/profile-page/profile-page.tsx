import { PageSection } from '@campusloop/ui';
import { selectCurrentUser, useAppSelector } from '@campusloop/web-platform';
import { PageContainer } from '../../../../app/page-container';

/** /profile (the profile form comes with the profile feature). */
export function ProfilePage() {
  const user = useAppSelector(selectCurrentUser);
  return (
    <PageContainer>
      <PageSection title="Profile" subtitle={user?.email}>
        <p>Your profile form will appear here.</p>
      </PageSection>
    </PageContainer>
  );
}
