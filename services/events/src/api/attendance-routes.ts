import { Router } from 'express';
import { route } from '@campusloop/service-kit';
import { cancelRsvp, rsvpToEvent } from '../domain/attend-event';
import type { EventsContext } from '../domain/events-context';
import { joinWaitlist, leaveWaitlist } from '../domain/wait-for-seat';
import { eventParams } from './request-schemas';

const event = '/universities/:universityId/events/:eventId';

/** RSVP (spec §7, no body) and the waitlist (beyond the spec); each answers the event as the caller now sees it. */
export function attendanceRoutes(ctx: EventsContext): Router {
  const router = Router();
  router.post(
    `${event}/rsvp`,
    route({ params: eventParams }, ({ params }, req) =>
      rsvpToEvent(ctx, req.user, params.universityId, params.eventId),
    ),
  );
  router.delete(
    `${event}/rsvp`,
    route({ params: eventParams }, ({ params }, req) =>
      cancelRsvp(ctx, req.user, params.universityId, params.eventId),
    ),
  );
  router.post(
    `${event}/waitlist`,
    route({ params: eventParams }, ({ params }, req) =>
      joinWaitlist(ctx, req.user, params.universityId, params.eventId),
    ),
  );
  router.delete(
    `${event}/waitlist`,
    route({ params: eventParams }, ({ params }, req) =>
      leaveWaitlist(ctx, req.user, params.universityId, params.eventId),
    ),
  );
  return router;
}
