import styled from 'styled-components';
import { LANDING_SECTION_IDS } from '../../section-ids';

/** Spec §2: sign up by personal e-mail, complete profile, verify university e-mail, explore and connect. */
const STEPS = [
  { title: 'Sign up with your personal email', text: 'Enter your email and the one-time code we send you. No password to remember.' },
  { title: 'Complete your profile', text: 'Tell us who you are: university student, high school student or other.' },
  { title: 'Verify your university email', text: 'University students confirm their campus address to unlock campus features.' },
  { title: 'Explore and connect', text: 'Ask, post, join communities, find events and trade with students you can trust.' },
];

const Steps = styled.ol`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
  counter-reset: step;
  li {
    counter-increment: step;
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space.sm};
    padding: ${({ theme }) => theme.space.lg};
    background: ${({ theme }) => theme.colors.surface};
    border-radius: ${({ theme }) => theme.radii.lg};
    box-shadow: ${({ theme }) => theme.shadows.card};
  }
  li::before {
    content: counter(step);
    display: inline-grid;
    place-items: center;
    width: 36px;
    height: 36px;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
    font-weight: 700;
  }
  h3, p { margin: 0; }
  p { color: ${({ theme }) => theme.colors.textMuted}; }
`;

/** "How it works": the four steps. */
export function HowItWorks() {
  return (
    <section id={LANDING_SECTION_IDS.howItWorks} aria-labelledby="how-it-works-title">
      <h2 id="how-it-works-title">How It Works</h2>
      <Steps>
        {STEPS.map((step) => (
          <li key={step.title}>
            <h3>{step.title}</h3>
            <p>{step.text}</p>
          </li>
        ))}
      </Steps>
    </section>
  );
}
