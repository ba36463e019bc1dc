import { Router, type Response } from 'express';
import { route } from '@campusloop/service-kit';
import {
  createSubscription,
  eventIcs,
  getSubscription,
  revokeSubscription,
  subscriptionIcs,
} from '../domain/calendar-feeds';
import type { EventsContext } from '../domain/events-context';
import { calendarFileParams, eventParams } from './request-schemas';

function sendIcs(res: Response, body: string, filename: string): void {
  res.setHeader('Content-Type', 'text/calendar; charset=utf-8');
  res.setHeader('Content-Disposition', `attachment; filename="${filename}"`);
  res.send(body);
}

/** 'Add to calendar' for one event, and each student's private subscription feed (beyond the spec). */
export function calendarRoutes(ctx: EventsContext): Router {
  const router = Router();
  router.get(
    '/universities/:universityId/events/:eventId/calendar.ics',
    route({ params: eventParams }, async ({ params }, req, res) => {
      sendIcs(
        res,
        await eventIcs(ctx, req.user, params.universityId, params.eventId),
        `event-${params.eventId}.ics`,
      );
    }),
  );
  router.get(
    '/calendars/subscription',
    route({}, (_input, req) => getSubscription(ctx, req.user)),
  );
  router.post(
    '/calendars/subscription',
    route({}, async (_input, req, res) => {
      const subscription = await createSubscription(ctx, req.user);
      res.status(201);
      return subscription;
    }),
  );
  router.delete(
    '/calendars/subscription',
    route({}, async (_input, req, res) => {
      await revokeSubscription(ctx, req.user);
      res.status(204).end();
    }),
  );
  router.get(
    '/calendars/:file',
    route({ params: calendarFileParams }, async ({ params }, _req, res) => {
      const token = params.file.endsWith('.ics') ? params.file.slice(0, -4) : '';
      sendIcs(res, await subscriptionIcs(ctx, token), 'campusloop-events.ics');
    }),
  );
  return router;
}
