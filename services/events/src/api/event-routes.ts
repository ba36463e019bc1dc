import { Router } from 'express';
import { route } from '@campusloop/service-kit';
import {
  createEventRequestSchema,
  eventsPageQuerySchema,
  updateEventRequestSchema,
} from '@campusloop/contracts';
import { createEvent } from '../domain/create-event';
import { deleteEvent } from '../domain/delete-event';
import type { EventsContext } from '../domain/events-context';
import { getEvent } from '../domain/get-event';
import { listEvents, listMyEvents } from '../domain/list-events';
import { updateEvent } from '../domain/update-event';
import { eventParams, universityParams } from './request-schemas';

const base = '/universities/:universityId/events';

/** Spec §7 Events: lists, one event, create, edit, delete. */
export function eventRoutes(ctx: EventsContext): Router {
  const router = Router();

  router.get(
    base,
    route({ params: universityParams, query: eventsPageQuerySchema }, ({ params, query }, req) =>
      listEvents(ctx, req.user, params.universityId, 'upcoming', query),
    ),
  );
  router.get(
    `${base}/past`,
    route({ params: universityParams, query: eventsPageQuerySchema }, ({ params, query }, req) =>
      listEvents(ctx, req.user, params.universityId, 'past', query),
    ),
  );
  router.get(
    '/users/me/activity/events',
    route({ query: eventsPageQuerySchema }, ({ query }, req) =>
      listMyEvents(ctx, req.user, 'upcoming', query),
    ),
  );
  router.get(
    '/users/me/activity/events/past',
    route({ query: eventsPageQuerySchema }, ({ query }, req) => listMyEvents(ctx, req.user, 'past', query)),
  );
  router.post(
    base,
    route(
      { params: universityParams, body: createEventRequestSchema },
      async ({ params, body }, req, res) => {
        const event = await createEvent(ctx, req.user, params.universityId, body);
        res.status(201);
        return event;
      },
    ),
  );
  router.get(
    `${base}/:eventId`,
    route({ params: eventParams }, ({ params }, req) =>
      getEvent(ctx, req.user, params.universityId, params.eventId),
    ),
  );
  router.put(
    `${base}/:eventId`,
    route({ params: eventParams, body: updateEventRequestSchema }, ({ params, body }, req) =>
      updateEvent(ctx, req.user, params.universityId, params.eventId, body),
    ),
  );
  router.delete(
    `${base}/:eventId`,
    route({ params: eventParams }, async ({ params }, req, res) => {
      await deleteEvent(ctx, req.user, params.universityId, params.eventId);
      res.status(204).end();
    }),
  );
  return router;
}
