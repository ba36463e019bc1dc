import { useMemo } from 'react';
import { deepLinkedId } from '@campusloop/owned-item-web';
import { ToastProvider } from '@campusloop/ui';
import type { DeepLinkTarget, RemoteTabProps } from '@campusloop/web-platform';
import type { AutoOpenRequest } from '../../hooks/use-auto-open-event';
import { EventsBoard } from '../events-board/events-board';

/** The event a deep link asks for: `eventId` (entity 'event'), or a notification's `/events/{id}` target URL. */
export function eventToOpen(target: DeepLinkTarget | undefined): AutoOpenRequest | undefined {
  const eventId = deepLinkedId(target, 'event');
  return eventId ? { eventId } : undefined;
}

/** Exposed as mfe_events/Events: Campus Events; opens a deep-linked event. */
export function EventsTab({ target }: RemoteTabProps) {
  const autoOpen = useMemo(() => eventToOpen(target), [target]);
  return (
    <ToastProvider>
      <EventsBoard {...(autoOpen ? { autoOpen } : {})} />
    </ToastProvider>
  );
}

export default EventsTab;
