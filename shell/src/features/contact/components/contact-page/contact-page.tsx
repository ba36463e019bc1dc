import { PageSection } from '@campusloop/ui';
import { PageContainer } from '../../../../app/page-container';

const INFO_EMAIL = 'info@campusloop.app';

/** /contact (the contact form comes with the contact page work). */
export function ContactPage() {
  return (
    <PageContainer>
      <PageSection title="Contact us" subtitle="Questions, feedback or partnerships.">
        <p>
          Write to us at <a href={`mailto:${INFO_EMAIL}`}>{INFO_EMAIL}</a>.
        </p>
      </PageSection>
    </PageContainer>
  );
}
