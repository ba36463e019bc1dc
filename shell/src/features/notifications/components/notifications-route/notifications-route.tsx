import { RemoteModule } from '../../../../federation/remote-module';
import { PageContainer } from '../../../../app/page-container';

/** /notifications: the notifications remote's page. */
export function NotificationsRoute() {
  return (
    <PageContainer>
      <RemoteModule id="mfe_notifications/Notifications" />
    </PageContainer>
  );
}
