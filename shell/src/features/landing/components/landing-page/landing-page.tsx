import styled from 'styled-components';
import { Hero } from '../hero/hero';
import { HowItWorks } from '../how-it-works/how-it-works';
import { WhoItsFor } from '../who-its-for/who-its-for';

const Page = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxl};
  max-width: 1100px;
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.space.md};
`;

/** /: hero, who-it's-for, how-it-works. */
export function LandingPage() {
  return (
    <Page>
      <Hero />
      <WhoItsFor />
      <HowItWorks />
    </Page>
  );
}
