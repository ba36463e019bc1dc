import styled from 'styled-components';
import { PageSection } from '@campusloop/ui';
import { PageContainer } from '../../../../app/page-container';
import { CallToAction } from '../../../landing';

const Blocks = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  section {
    padding: ${({ theme }) => theme.space.lg};
    background: ${({ theme }) => theme.colors.surface};
    border-radius: ${({ theme }) => theme.radii.lg};
    box-shadow: ${({ theme }) => theme.shadows.card};
  }
  h2 { margin-top: 0; }
  p { margin-bottom: 0; }
`;

const Closing = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  p { margin: 0; font-weight: 600; }
`;

const BLOCKS = [
  {
    id: 'mission',
    title: 'Our Mission',
    text: 'To give every student a trusted place to ask, share and connect: verified university students help each other on campus and help prospective students choose where to study.',
  },
  {
    id: 'vision',
    title: 'Our Vision',
    text: 'A student network where every answer comes from someone who really studies there, every campus has a lively community, and no one has to decide about their future alone.',
  },
  {
    id: 'story',
    title: 'Our Story',
    text: 'CampusLoop began with students who spent months piecing together what university life is really like from scattered forums and outdated brochures. We built the place we wished we had: verified by university email, open to everyone with a question, and shaped by the students who use it.',
  },
];

/** /about: mission, vision and story, then the same call to action as the landing hero. */
export function AboutPage() {
  return (
    <PageContainer>
      <PageSection title="About CampusLoop" subtitle="A verified student network for university life." headingLevel={1}>
        <Blocks>
          {BLOCKS.map((block) => (
            <section key={block.id} aria-labelledby={`about-${block.id}`}>
              <h2 id={`about-${block.id}`}>{block.title}</h2>
              <p>{block.text}</p>
            </section>
          ))}
        </Blocks>
        <Closing>
          <p>Ready to join your campus?</p>
          <CallToAction />
        </Closing>
      </PageSection>
    </PageContainer>
  );
}
