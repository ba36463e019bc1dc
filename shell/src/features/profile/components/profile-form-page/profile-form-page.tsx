import type { Audience } from '@campusloop/contracts';
import { PageContainer } from '../../../../app/page-container';
import { AUDIENCE_OPTIONS } from '../../profile-form-values';
import { ProfileForm } from '../profile-form/profile-form';

/** /highschool-form and /university-form: profile completion for one audience. */
export function ProfileFormPage({ audience }: { audience: Exclude<Audience, 'OTHER'> }) {
  const label = AUDIENCE_OPTIONS.find((option) => option.value === audience)?.label;
  return (
    <PageContainer>
      <ProfileForm mode="page" audience={audience} title="Complete Your Profile" subtitle={`${label} profile`} />
    </PageContainer>
  );
}
