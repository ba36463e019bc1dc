import { referralCompletionRate, type ReferralStats } from '@campusloop/contracts';
import { EmptyState } from '@campusloop/ui';
import styled from 'styled-components';
import { Muted, ReferralCard } from '../referral-card/referral-card';

const Grid = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(140px, 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  div {
    padding: ${({ theme }) => theme.space.md};
    background: ${({ theme }) => theme.colors.surfaceMuted};
    border-radius: ${({ theme }) => theme.radii.md};
  }
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xl};
    font-weight: 600;
  }
`;

const Bar = styled.div`
  height: 10px;
  background: ${({ theme }) => theme.colors.surfaceMuted};
  border-radius: ${({ theme }) => theme.radii.pill};
  overflow: hidden;
  span {
    display: block;
    height: 100%;
    background: ${({ theme }) => theme.colors.success};
  }
`;

/** Spec §2 statistics card; completion rate per spec §9. */
export function StatsCard({ stats }: { stats: ReferralStats }) {
  const rate = referralCompletionRate(stats);
  const figures: Array<[string, number]> = [
    ['Total Referrals', stats.totalReferrals],
    ['University Students', stats.universityStudents],
    ['Completed Referrals', stats.ratedUsers],
    ['Pending Referrals', stats.pendingReferrals],
  ];
  return (
    <ReferralCard title="Referral Statistics">
      {stats.totalReferrals === 0 ? (
        <EmptyState title="No referrals yet" message="Share your referral code with friends to get started." />
      ) : (
        <>
          <Grid>
            {figures.map(([label, value]) => (
              <div key={label}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </Grid>
          <Muted>Completion rate: {rate}%</Muted>
          <Bar role="progressbar" aria-label="Completion rate" aria-valuenow={rate} aria-valuemin={0} aria-valuemax={100}>
            <span style={{ width: `${rate}%` }} />
          </Bar>
        </>
      )}
      <Muted>
        Tips: a referral completes when your friend verifies their university email and rates their university.
      </Muted>
    </ReferralCard>
  );
}
