import { useMemo } from 'react';
import { resolveDeepLinkTarget } from '@campusloop/contracts';
import { ToastProvider } from '@campusloop/ui';
import type { DeepLinkTarget, RemoteTabProps } from '@campusloop/web-platform';
import type { AutoOpenRequest } from '../../hooks/use-auto-open-event';
import { EventsBoard } from '../events-board/events-board';

/** The event a deep link asks for: `eventId` (entity 'event'), or a notification's `/events/{id}` target URL. */
export function eventToOpen(target: DeepLinkTarget | undefined): AutoOpenRequest | undefined {
  if (!target) return undefined;
  if (target.entityType === 'event' && target.entityId) return { eventId: target.entityId };
  // The manifest's target paths (contracts) say which URLs stand for an event.
  const fromUrl = target.params.targetUrl ? resolveDeepLinkTarget(target.params.targetUrl) : null;
  return fromUrl?.entityType === 'event' && fromUrl.entityId ? { eventId: fromUrl.entityId } : undefined;
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
