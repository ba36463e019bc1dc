import { EmptyState, PageSection } from '@campusloop/ui';
import type { RemoteTabProps } from '@campusloop/web-platform';

/** Exposed as mfe_notifications/Notifications: the /notifications page and the Notification Settings tab. */
export function NotificationsPage({ tabKey }: RemoteTabProps) {
  if (tabKey === 'NOTIFICATIONS') {
    return (
      <PageSection title="Notification Settings">
        <EmptyState title="Notification preferences" message="Choose how CampusLoop keeps you posted." />
      </PageSection>
    );
  }
  return (
    <PageSection title="Notifications">
      <EmptyState title="No notifications yet" message="When you receive notifications, they will appear here." />
    </PageSection>
  );
}

export default NotificationsPage;
