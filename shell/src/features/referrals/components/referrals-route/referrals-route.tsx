import { RemoteModule } from '../../../../federation/remote-module';
import { PageContainer } from '../../../../app/page-container';

/** /referrals: the referrals remote's page. */
export function ReferralsRoute() {
  return (
    <PageContainer>
      <RemoteModule id="mfe_referrals/Referrals" />
    </PageContainer>
  );
}
