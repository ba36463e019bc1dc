import { useNavigate } from 'react-router-dom';
import { Button, EmptyState, PageSection } from '@campusloop/ui';

/** The PROFILE tab (the embedded profile form comes with the profile feature). */
export function ProfileTab() {
  const navigate = useNavigate();
  return (
    <PageSection title="Profile">
      <EmptyState
       
        title="Your profile"
        message="Edit your details, picture and university verification on the profile page."
        action={<Button onClick={() => navigate('/profile')}>Open Profile</Button>}
      />
    </PageSection>
  );
}
