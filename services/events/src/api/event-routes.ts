import { Router } from 'express';
import { mountRoute } from '@campusloop/service-kit';
import { EVENT_ROUTES } from '@campusloop/contracts';
import { createEvent } from '../domain/create-event';
import { deleteEvent } from '../domain/delete-event';
import type { EventsContext } from '../domain/events-context';
import { getEvent } from '../domain/get-event';
import { listEvents, listMyEvents } from '../domain/list-events';
import { updateEvent } from '../domain/update-event';

/** Spec §7 Events: lists, one event, create, edit, delete. */
export function eventRoutes(ctx: EventsContext): Router {
  const router = Router();

  mountRoute(router, EVENT_ROUTES.listUpcomingEvents, ({ params, query }, req) =>
    listEvents(ctx, req.user, params.universityId, 'upcoming', query),
  );
  mountRoute(router, EVENT_ROUTES.listPastEvents, ({ params, query }, req) =>
    listEvents(ctx, req.user, params.universityId, 'past', query),
  );
  mountRoute(router, EVENT_ROUTES.listMyEvents, ({ query }, req) =>
    listMyEvents(ctx, req.user, 'upcoming', query),
  );
  mountRoute(router, EVENT_ROUTES.listMyPastEvents, ({ query }, req) =>
    listMyEvents(ctx, req.user, 'past', query),
  );
  mountRoute(router, EVENT_ROUTES.createEvent, async ({ params, body }, req, res) => {
    const event = await createEvent(ctx, req.user, params.universityId, body);
    res.status(201);
    return event;
  });
  mountRoute(router, EVENT_ROUTES.getEvent, ({ params }, req) =>
    getEvent(ctx, req.user, params.universityId, params.eventId),
  );
  mountRoute(router, EVENT_ROUTES.updateEvent, ({ params, body }, req) =>
    updateEvent(ctx, req.user, params.universityId, params.eventId, body),
  );
  mountRoute(router, EVENT_ROUTES.deleteEvent, async ({ params }, req, res) => {
    await deleteEvent(ctx, req.user, params.universityId, params.eventId);
    res.status(204).end();
  });
  return router;
}
