import { PageSection } from '@campusloop/ui';
import { PageContainer } from '../../../../app/page-container';

/** /about (mission, vision and story come with the about page work). */
export function AboutPage() {
  return (
    <PageContainer>
      <PageSection title="About CampusLoop" subtitle="A verified student network for university life.">
        <p>
          CampusLoop connects verified university students with their campus and helps prospective students learn from them.
        </p>
      </PageSection>
    </PageContainer>
  );
}
