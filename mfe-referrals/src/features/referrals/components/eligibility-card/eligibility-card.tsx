import type { ReferralEligibility } from '@campusloop/contracts';
import { Button, VisuallyHidden } from '@campusloop/ui';
import styled from 'styled-components';
import { Badge, Muted, ReferralCard } from '../referral-card/referral-card';

const Requirements = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
`;

const REQUIREMENTS: Array<[keyof ReferralEligibility['requirements'], string]> = [
  ['accountCreated', 'Account Created'],
  ['universityEmailVerified', 'University Email Verified'],
  ['universityRated', 'University Rated'],
];

export interface EligibilityCardProps {
  eligibility: ReferralEligibility;
  generating: boolean;
  onGenerate: () => void;
}

/** Spec §2 'Referral Code Eligibility': the state, the three requirements or the generate button. */
export function EligibilityCard({ eligibility, generating, onGenerate }: EligibilityCardProps) {
  const badge = eligibility.eligible ? (
    <Badge $tone="success">✅ Eligible</Badge>
  ) : (
    <Badge $tone="warning">⏳ Not Eligible Yet</Badge>
  );
  return (
    <ReferralCard title="Referral Code Eligibility" badge={badge}>
      {eligibility.hasReferralCode ? (
        <Muted>You already have a referral code!</Muted>
      ) : eligibility.eligible ? (
        <>
          <Muted>You&apos;re eligible to generate a referral code!</Muted>
          <div>
            <Button onClick={onGenerate} loading={generating} disabled={generating}>
              {generating ? 'Generating...' : 'Generate My Referral Code'}
            </Button>
          </div>
        </>
      ) : (
        <Requirements aria-label="Requirements">
          {REQUIREMENTS.map(([key, label]) => {
            const met = eligibility.requirements[key];
            return (
              <li key={key} data-met={met}>
                <span aria-hidden="true">{met ? '✅' : '⬜'}</span> {label}
                <VisuallyHidden>{met ? ' (met)' : ' (not met yet)'}</VisuallyHidden>
              </li>
            );
          })}
        </Requirements>
      )}
    </ReferralCard>
  );
}
