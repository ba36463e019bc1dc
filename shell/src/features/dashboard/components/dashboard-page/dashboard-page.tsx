import { Suspense, lazy, useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { Loading } from '@campusloop/ui';
import { DASHBOARD_TAB_LIST, type DashboardTab } from '../../dashboard-tabs';
import { useActiveTab } from '../../hooks/use-active-tab';
import { useDashboardLink } from '../../hooks/use-dashboard-link';
import { TAB_PANEL_ID, TabList, tabId } from '../tab-list/tab-list';
import { TabPanelContent } from '../tab-panel/tab-panel';

/** Loaded only for an announcement link (it brings the announcement's contract check, zod). */
const LinkedAnnouncement = lazy(() => import('../announcement-dialog/linked-announcement'));

/** Spec §4: a loading indicator shows for about 100 ms before the tab changes. */
const TAB_SWITCH_DELAY_MS = 100;

const Layout = styled.div`
  display: grid;
  grid-template-columns: 240px 1fr;
  gap: ${({ theme }) => theme.space.lg};
  max-width: 1200px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.md};
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: 1fr;
  }
`;

const Panel = styled.div`
  min-width: 0;
`;

/** /dashboard: the tab frame. Each tab renders a remote's exposed module (or the shell's own content). */
export function DashboardPage() {
  const link = useDashboardLink();
  const active = useActiveTab(link.linkedTab);
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const [switchingTo, setSwitchingTo] = useState<DashboardTab | null>(null);
  const [reloadKey, setReloadKey] = useState(0);
  const switchTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(switchTimer.current), []);
  const { dropTarget } = link;

  // ?refresh={timestamp} forces a reload of the tab and is removed from the URL.
  useEffect(() => {
    if (!params.has('refresh')) return;
    setReloadKey((key) => key + 1);
    dropTarget();
    const next = new URLSearchParams(params);
    next.delete('refresh');
    setParams(next, { replace: true });
  }, [params, setParams, dropTarget]);

  // Until the URL shows the new tab, the panel says it is switching (and the old tab stays unmounted).
  const pending = switchingTo && switchingTo.key !== active.key ? switchingTo : null;
  useEffect(() => {
    if (switchingTo && switchingTo.key === active.key) setSwitchingTo(null);
  }, [switchingTo, active.key]);

  function select(tab: DashboardTab) {
    // Either way the auto-open target is dropped: a reload or another tab starts afresh.
    dropTarget();
    // Compared with the tab shown as selected: during a switch that is the tab being switched to.
    const shown = pending ?? active;
    if (tab.key === shown.key) {
      if (!pending) setReloadKey((key) => key + 1);
      return;
    }
    window.clearTimeout(switchTimer.current);
    if (tab.key === active.key) {
      // Back to the current tab before the switch happened: the switch is called off.
      setSwitchingTo(null);
      return;
    }
    setSwitchingTo(tab);
    switchTimer.current = window.setTimeout(() => navigate(`/dashboard?tab=${tab.key}`), TAB_SWITCH_DELAY_MS);
  }

  const target = link.target?.tab === active.key ? link.target : undefined;
  return (
    <Layout>
      <TabList tabs={DASHBOARD_TAB_LIST} active={pending ?? active} onSelect={select} />
      <Panel id={TAB_PANEL_ID} role="tabpanel" aria-labelledby={tabId(active)} tabIndex={0}>
        {pending ? (
          <Loading label={`Switching to ${pending.label}...`} />
        ) : (
          <>
            {link.opening && <Loading label="Opening content..." />}
            <TabPanelContent tab={active} reloadKey={reloadKey} {...(target ? { target } : {})} />
          </>
        )}
      </Panel>
      {link.announcementId && (
        <Suspense fallback={null}>
          <LinkedAnnouncement key={link.announcementId} id={link.announcementId} onClose={link.closeAnnouncement} />
        </Suspense>
      )}
    </Layout>
  );
}
