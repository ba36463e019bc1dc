import styled from 'styled-components';
import { PageSection } from '@campusloop/ui';
import { INFO_EMAIL } from '../../../../app/contact-addresses';
import { PageContainer } from '../../../../app/page-container';
import { ContactForm } from '../contact-form/contact-form';

const Panel = styled.div`
  max-width: 640px;
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.card};
  ${({ theme }) => theme.media.mobile} { padding: ${({ theme }) => theme.space.md}; }
`;

/** /contact: the contact form and the info address. */
export function ContactPage() {
  return (
    <PageContainer>
      <PageSection title="Contact us" subtitle="Questions, feedback or partnerships: we read every message." headingLevel={1}>
        <Panel>
          <ContactForm />
        </Panel>
        <p>
          Prefer email? Write to us at <a href={`mailto:${INFO_EMAIL}`}>{INFO_EMAIL}</a>.
        </p>
      </PageSection>
    </PageContainer>
  );
}
