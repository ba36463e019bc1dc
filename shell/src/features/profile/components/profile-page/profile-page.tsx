import { PageContainer } from '../../../../app/page-container';
import { ProfileForm } from '../profile-form/profile-form';

/** /profile: the profile form as a page. */
export function ProfilePage() {
  return (
    <PageContainer>
      <ProfileForm mode="page" title="Your Profile" />
    </PageContainer>
  );
}
