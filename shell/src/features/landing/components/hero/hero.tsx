import styled from 'styled-components';
import { LANDING_SECTION_IDS } from '../../section-ids';
import { CallToAction } from '../call-to-action/call-to-action';

const Section = styled.section`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => `${theme.space.xxl} ${theme.space.md}`};
  text-align: center;
  h1 { margin: 0; font-size: ${({ theme }) => theme.fontSizes.xxl}; }
  p { margin: 0; max-width: 60ch; font-size: ${({ theme }) => theme.fontSizes.lg}; color: ${({ theme }) => theme.colors.textMuted}; }
  ${({ theme }) => theme.media.mobile} {
    padding: ${({ theme }) => `${theme.space.xl} 0`};
    h1 { font-size: ${({ theme }) => theme.fontSizes.xl}; }
    p { font-size: ${({ theme }) => theme.fontSizes.md}; }
  }
`;

/** The landing hero with its call to action. */
export function Hero() {
  return (
    <Section id={LANDING_SECTION_IDS.home} aria-labelledby="hero-title">
      <h1 id="hero-title">Your campus, verified and connected</h1>
      <p>
        CampusLoop is the student network for university life: ask questions, share posts, join communities, find events and
        trade on your campus marketplace.
      </p>
      <CallToAction />
    </Section>
  );
}
