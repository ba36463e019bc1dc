import styled from 'styled-components';
import { useGetReferralEligibilityQuery } from '../../api/referrals-api';

const Gift = styled.span`
  margin-left: ${({ theme }) => theme.space.xs};
`;

/**
 * Exposed as mfe_referrals/ReferralGiftBadge: the gift beside the navbar's Referrals entry (spec §2),
 * shown while the user is eligible for a code and has none yet; nothing otherwise (or on any error).
 */
export function ReferralGiftBadge() {
  const { data } = useGetReferralEligibilityQuery();
  if (!data?.eligible || data.hasReferralCode) return null;
  return (
    <Gift role="img" aria-label="You can generate your referral code" title="You can generate your referral code">
      🎁
    </Gift>
  );
}

export default ReferralGiftBadge;
