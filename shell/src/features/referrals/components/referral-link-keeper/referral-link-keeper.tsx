import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { selectCurrentUser, useAppSelector } from '@campusloop/web-platform/core';
import { applyFormPath, mayApplyReferralCode, pendingReferralCode, referralCodeFrom } from '../../pending-referral-code';

/**
 * Beyond the spec — the share link `/login?ref=CODE`: the code is kept while its visitor signs up
 * (OTP, completion form), and once the profile is complete they land on /referrals with the apply
 * form open and prefilled. A user who may no longer apply a code just forgets it. Renders nothing.
 */
export function ReferralLinkKeeper() {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const user = useAppSelector(selectCurrentUser);

  useEffect(() => {
    const fromLink = pathname === '/login' ? referralCodeFrom(search) : null;
    if (fromLink) pendingReferralCode.keep(fromLink);
  }, [pathname, search]);

  useEffect(() => {
    const code = pendingReferralCode.read();
    if (!code || !user?.profileComplete) return;
    pendingReferralCode.clear();
    if (mayApplyReferralCode(user)) navigate(applyFormPath(code));
  }, [user, navigate]);

  return null;
}
