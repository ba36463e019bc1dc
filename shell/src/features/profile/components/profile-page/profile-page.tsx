import { PageContainer } from '../../../../app/page-container';
import { BlockedUsers } from '../blocked-users/blocked-users';
import { ProfileForm } from '../profile-form/profile-form';

/** /profile: the profile form as a page, then the student's blocked users. */
export function ProfilePage() {
  return (
    <PageContainer>
      <ProfileForm mode="page" title="Your Profile" />
      <BlockedUsers />
    </PageContainer>
  );
}
