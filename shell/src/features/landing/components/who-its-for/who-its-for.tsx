import styled from 'styled-components';
import { AUDIENCES } from '../../audiences';
import { LANDING_SECTION_IDS } from '../../section-ids';
import { AudienceCard } from '../audience-card/audience-card';

const Cards = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(260px, 1fr));
  gap: ${({ theme }) => theme.space.lg};
`;

/** "Who it's for": the two audience cards. */
export function WhoItsFor() {
  return (
    <section id={LANDING_SECTION_IDS.whoItsFor} aria-labelledby="who-its-for-title">
      <h2 id="who-its-for-title">Who it&apos;s for</h2>
      <Cards>
        {AUDIENCES.map((audience) => (
          <AudienceCard key={audience.id} audience={audience} />
        ))}
      </Cards>
    </section>
  );
}
