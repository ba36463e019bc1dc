import {
  hasCampusAccess,
  selectCurrentUser,
  useAppSelector,
  type DeepLinkTarget,
} from '@campusloop/web-platform';
import { RemoteModule } from '../../../../federation/remote-module';
import type { DashboardTab } from '../../dashboard-tabs';
import { ProfileTab } from '../profile-tab/profile-tab';
import { VerificationGate } from '../verification-gate/verification-gate';

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
  if (!tab.remote) return <ProfileTab key={reloadKey} {...(target ? { target } : {})} />;
  const props = target ? { tabKey: tab.key, target } : { tabKey: tab.key };
  return <RemoteModule key={`${tab.key}:${reloadKey}`} id={tab.remote} props={props} />;
}
