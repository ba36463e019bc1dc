import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { PageSection } from '@campusloop/ui';
import type { RemoteTabProps } from '@campusloop/web-platform';
import { useLiveNotifications } from '../../../live';
import { LiveStatusPanel } from '../live-status-panel/live-status-panel';
import { NotificationList } from '../notification-list/notification-list';
import { NotificationSettings } from '../notification-settings/notification-settings';
import { useUnreadCount } from '../../hooks/use-unread-count';

const Header = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.md};
  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`;

const UnreadBadge = styled.span`
  padding: ${({ theme }) => theme.space.xxs} ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Tabs = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  margin-bottom: ${({ theme }) => theme.space.md};
  button {
    border: none;
    background: none;
    padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
    cursor: pointer;
    font-size: ${({ theme }) => theme.fontSizes.md};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  button[aria-selected='true'] {
    color: ${({ theme }) => theme.colors.primary};
    border-bottom: 2px solid ${({ theme }) => theme.colors.primary};
  }
`;

/** The /notifications page: '{n} unread', tabs Notifications and Settings (query tab=notifications|preferences). */
function NotificationsScreen() {
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'preferences' ? 'preferences' : 'notifications';
  const unreadCount = useUnreadCount();
  useLiveNotifications();
  const choose = (next: 'notifications' | 'preferences') => setParams({ tab: next }, { replace: true });
  return (
    <section aria-label="Notifications">
      <Header>
        <h1>Notifications</h1>
        {unreadCount > 0 && <UnreadBadge data-testid="unread-badge">{`${unreadCount} unread`}</UnreadBadge>}
      </Header>
      <Tabs role="tablist">
        <button
          type="button"
          role="tab"
          aria-selected={tab === 'notifications'}
          onClick={() => choose('notifications')}
        >
          Notifications
        </button>
        <button
          type="button"
          role="tab"
          aria-selected={tab === 'preferences'}
          onClick={() => choose('preferences')}
        >
          Settings
        </button>
      </Tabs>
      <LiveStatusPanel />
      {tab === 'preferences' ? <NotificationSettings /> : <NotificationList />}
    </section>
  );
}

/** Exposed as mfe_notifications/Notifications: the /notifications page, and the dashboard's Notification Settings tab. */
export function NotificationsPage({ tabKey }: RemoteTabProps) {
  if (tabKey === 'NOTIFICATIONS') {
    return (
      <PageSection title="Notification Settings">
        <NotificationSettings />
      </PageSection>
    );
  }
  return <NotificationsScreen />;
}

export default NotificationsPage;
