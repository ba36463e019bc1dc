import { useGetAnnouncementQuery } from '../../api/announcement-api';
import { AnnouncementDialog } from './announcement-dialog';

/**
 * Spec §2 `announcementId` links (issue 17): the dialog opens only with an announcement the server
 * holds, with the server's title, message and priority. Until the notifications service answers one
 * (it may not exist, the id may be unknown or the call may fail) nothing opens, whatever the link says.
 */
export function LinkedAnnouncement({ id, onClose }: { id: string; onClose: () => void }) {
  const { data } = useGetAnnouncementQuery(id);
  return <AnnouncementDialog announcement={data ?? null} onClose={onClose} />;
}

export default LinkedAnnouncement;
