import { lazy, Suspense } from 'react';
import { Loading } from '@campusloop/ui';
import {
  hasCampusAccess,
  selectCurrentUser,
  useAppSelector,
  type DeepLinkTarget,
} from '@campusloop/web-platform';
import { RemoteModule } from '../../../../federation/remote-module';
import type { DashboardTab } from '../../dashboard-tabs';
import { VerificationGate } from '../verification-gate/verification-gate';

// The profile form (and the zod schemas it validates with) loads when the Profile tab opens, not with
// every dashboard visit: Home is the first tab (issue 12, dashboard JS budget).
const ProfileTab = lazy(async () => ({ default: (await import('../profile-tab/profile-tab')).ProfileTab }));

type TabPanelContentProps = {
  tab: DashboardTab;
  reloadKey: number;
  /** Deep-linked content for this tab, if any. */
  target?: DeepLinkTarget;
};

/** What a tab shows: the verification gate, the shell's own profile tab, or the tab's remote module. */
export function TabPanelContent({ tab, reloadKey, target }: TabPanelContentProps) {
  const user = useAppSelector(selectCurrentUser);
  if (tab.needsVerification && !hasCampusAccess(user)) return <VerificationGate label={tab.label} />;
  if (!tab.remote) {
    return (
      <Suspense fallback={<Loading />}>
        <ProfileTab key={reloadKey} {...(target ? { target } : {})} />
      </Suspense>
    );
  }
  const props = target ? { tabKey: tab.key, target } : { tabKey: tab.key };
  return <RemoteModule key={`${tab.key}:${reloadKey}`} id={tab.remote} props={props} />;
}
