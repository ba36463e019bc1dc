import { Router } from 'express';
import { mountRoute } from '@campusloop/service-kit';
import { EVENT_ROUTES } from '@campusloop/contracts';
import { cancelRsvp, rsvpToEvent } from '../domain/attend-event';
import type { EventsContext } from '../domain/events-context';
import { joinWaitlist, leaveWaitlist } from '../domain/wait-for-seat';

/** RSVP (spec §7, no body) and the waitlist (beyond the spec); each answers the event as the caller now sees it. */
export function attendanceRoutes(ctx: EventsContext): Router {
  const router = Router();
  mountRoute(router, EVENT_ROUTES.rsvp, ({ params }, req) =>
    rsvpToEvent(ctx, req.user, params.universityId, params.eventId),
  );
  mountRoute(router, EVENT_ROUTES.cancelRsvp, ({ params }, req) =>
    cancelRsvp(ctx, req.user, params.universityId, params.eventId),
  );
  mountRoute(router, EVENT_ROUTES.joinWaitlist, ({ params }, req) =>
    joinWaitlist(ctx, req.user, params.universityId, params.eventId),
  );
  mountRoute(router, EVENT_ROUTES.leaveWaitlist, ({ params }, req) =>
    leaveWaitlist(ctx, req.user, params.universityId, params.eventId),
  );
  return router;
}
