import { PageSection } from '@campusloop/ui';
import { PageContainer } from '../../../../app/page-container';

/** /highschool-form and /university-form: profile completion by audience (forms come with the profile feature). */
export function ProfileFormPage({ audienceLabel }: { audienceLabel: string }) {
  return (
    <PageContainer>
      <PageSection title="Complete Your Profile" subtitle={audienceLabel}>
        <p>Tell us a little about yourself to start using CampusLoop.</p>
      </PageSection>
    </PageContainer>
  );
}
