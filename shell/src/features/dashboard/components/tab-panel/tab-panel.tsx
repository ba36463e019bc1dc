import { hasCampusAccess, selectCurrentUser, useAppSelector } from '@campusloop/web-platform';
import { RemoteModule } from '../../../../federation/remote-module';
import type { DashboardTab } from '../../dashboard-tabs';
import { ProfileTab } from '../profile-tab/profile-tab';
import { VerificationGate } from '../verification-gate/verification-gate';

/** What a tab shows: the verification gate, the shell's own profile tab, or the tab's remote module. */
export function TabPanelContent({ tab, reloadKey }: { tab: DashboardTab; reloadKey: number }) {
  const user = useAppSelector(selectCurrentUser);
  if (tab.needsVerification && !hasCampusAccess(user)) return <VerificationGate label={tab.label} />;
  if (!tab.remote) return <ProfileTab />;
  return <RemoteModule key={`${tab.key}:${reloadKey}`} id={tab.remote} props={{ tabKey: tab.key }} />;
}
