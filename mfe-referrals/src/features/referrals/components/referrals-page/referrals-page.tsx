import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { REFERRAL_CODE_PARAM, REFERRAL_MESSAGES } from '@campusloop/contracts';
import { Button, EmptyState, ErrorPanel, Loading, PageSection, ToastProvider, useToast } from '@campusloop/ui';
import { normalizeApiError } from '@campusloop/web-platform';
import styled from 'styled-components';
import {
  useGenerateReferralCodeMutation,
  useGetReferralEligibilityQuery,
  useGetReferralStatsQuery,
} from '../../api/referrals-api';
import { ApplyCard } from '../apply-card/apply-card';
import { CodeCard } from '../code-card/code-card';
import { EligibilityCard } from '../eligibility-card/eligibility-card';
import { Muted } from '../referral-card/referral-card';
import { StatsCard } from '../stats-card/stats-card';

const Cards = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
`;

/** Spec §4: after the window closes the page says so instead of offering the form. */
export const APPLY_NO_LONGER_ALLOWED =
  'Applying a referral code is no longer available: a code can be applied only once, before verifying your university email.';

/** The one code request the page and the generate button share. */
const MY_CODE = 'my-referral-code';

/** Spec §8: the page's load error texts. */
export function loadErrorMessage(error: unknown): string {
  const normalized = normalizeApiError(error, { fallbackMessage: REFERRAL_MESSAGES.loadFailed });
  if (normalized.status === 0) return 'Cannot reach the server. Please check your connection and try again.';
  if (normalized.status === 404) return REFERRAL_MESSAGES.endpointsNotFound;
  return normalized.message;
}

/** Exposed as mfe_referrals/Referrals: the /referrals page (spec §2), with its own toasts. */
export function ReferralsPage() {
  return (
    <ToastProvider>
      <ReferralsContent />
    </ToastProvider>
  );
}

function ReferralsContent() {
  const toast = useToast();
  const [params] = useSearchParams();
  const eligibility = useGetReferralEligibilityQuery();
  const stats = useGetReferralStatsQuery();
  const [generate, code] = useGenerateReferralCodeMutation({ fixedCacheKey: MY_CODE });
  const hasCode = eligibility.data?.hasReferralCode ?? false;

  // The code itself: generating again answers the same code, so the page asks for it once it exists.
  useEffect(() => {
    if (hasCode && !code.data && !code.isLoading) void generate();
  }, [hasCode, code.data, code.isLoading, generate]);

  const refresh = () => {
    void eligibility.refetch();
    void stats.refetch();
  };
  const onGenerate = async () => {
    try {
      await generate().unwrap();
      toast.show({ message: REFERRAL_MESSAGES.generated, tone: 'success' });
    } catch (failure) {
      toast.show({
        message: normalizeApiError(failure, { fallbackMessage: REFERRAL_MESSAGES.generateFailed }).message,
        tone: 'error',
      });
    }
  };

  const body = () => {
    if (eligibility.isLoading) return <Loading label="Loading referral data..." />;
    if (eligibility.error) {
      return (
        <ErrorPanel
          title={REFERRAL_MESSAGES.loadFailed}
          error={{ status: 500, message: loadErrorMessage(eligibility.error) }}
          onRetry={refresh}
        />
      );
    }
    const data = eligibility.data;
    if (!data) {
      return (
        <EmptyState
          title="Referral System Coming Soon!"
          message={`Debug: no eligibility data (status ${eligibility.status}).`}
        />
      );
    }
    const ref = params.get(REFERRAL_CODE_PARAM) ?? '';
    return (
      <Cards>
        <EligibilityCard eligibility={data} generating={code.isLoading} onGenerate={() => void onGenerate()} />
        {code.data && <CodeCard code={code.data} />}
        {data.canApply ? (
          <ApplyCard key={ref} initialCode={ref} onApplied={refresh} />
        ) : data.referredByCode ? (
          <Muted>Referral code {data.referredByCode} applied.</Muted>
        ) : (
          <Muted>{APPLY_NO_LONGER_ALLOWED}</Muted>
        )}
        {stats.data && <StatsCard stats={stats.data} />}
      </Cards>
    );
  };

  return (
    <PageSection
      title="Referral System"
      subtitle="Invite your friends to CampusLoop and earn rewards."
      headingLevel={1}
      actions={
        <Button variant="secondary" onClick={refresh}>
          Refresh
        </Button>
      }
    >
      {body()}
    </PageSection>
  );
}

export default ReferralsPage;
