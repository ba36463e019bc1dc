import styled from 'styled-components';
import { LANDING_SECTION_IDS } from '../../section-ids';

const AUDIENCES = [
  {
    title: 'University Students',
    text: 'Verify your university email to unlock Campus Buzz, communities, events, the marketplace and reviews of your university.',
  },
  {
    title: 'High School & Prospective Students',
    text: 'Ask questions in the public feed and read what students say about the universities you are considering.',
  },
];

const Cards = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(260px, 1fr));
  gap: ${({ theme }) => theme.space.lg};
  article {
    padding: ${({ theme }) => theme.space.lg};
    background: ${({ theme }) => theme.colors.surface};
    border-radius: ${({ theme }) => theme.radii.lg};
    box-shadow: ${({ theme }) => theme.shadows.card};
  }
  h3 { margin-top: 0; }
`;

/** "Who it's for": the two audience cards. */
export function WhoItsFor() {
  return (
    <section id={LANDING_SECTION_IDS.whoItsFor} aria-labelledby="who-its-for-title">
      <h2 id="who-its-for-title">Who it&apos;s for</h2>
      <Cards>
        {AUDIENCES.map((audience) => (
          <article key={audience.title}>
            <h3>{audience.title}</h3>
            <p>{audience.text}</p>
          </article>
        ))}
      </Cards>
    </section>
  );
}
