import styled from 'styled-components';
import { LANDING_SECTION_IDS } from '../../section-ids';

const STEPS = [
  'Sign up with your personal email',
  'Complete your profile',
  'Verify your university email',
  'Explore and connect',
];

const Steps = styled.ol`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
  gap: ${({ theme }) => theme.space.md};
  padding-left: ${({ theme }) => theme.space.lg};
  li { padding: ${({ theme }) => theme.space.md}; background: ${({ theme }) => theme.colors.surface}; border-radius: ${({ theme }) => theme.radii.md}; }
`;

/** "How it works": the four steps. */
export function HowItWorks() {
  return (
    <section id={LANDING_SECTION_IDS.howItWorks} aria-labelledby="how-it-works-title">
      <h2 id="how-it-works-title">How it works</h2>
      <Steps>
        {STEPS.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </Steps>
    </section>
  );
}
