import { useGetUnreadCountQuery } from '../api/notifications-api';

/** The caller's unread count; spec §8: a failed count reads as 0. */
export function useUnreadCount(): number {
  const { data = 0, isError } = useGetUnreadCountQuery();
  return isError ? 0 : data;
}
