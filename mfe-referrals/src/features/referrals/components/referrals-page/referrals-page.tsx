import { EmptyState, PageSection } from '@campusloop/ui';

/** Exposed as mfe_referrals/Referrals: the /referrals page. */
export function ReferralsPage() {
  return (
    <PageSection title="Referral System" subtitle="Invite your friends to CampusLoop and earn rewards.">
      <EmptyState title="No referrals yet" message="Share your code with friends to get started." />
    </PageSection>
  );
}

export default ReferralsPage;
