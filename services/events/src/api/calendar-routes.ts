import { Router, type Response } from 'express';
import { mountRoute } from '@campusloop/service-kit';
import { EVENT_ROUTES } from '@campusloop/contracts';
import {
  createSubscription,
  eventIcs,
  getSubscription,
  revokeSubscription,
  subscriptionIcs,
} from '../domain/calendar-feeds';
import type { EventsContext } from '../domain/events-context';

function sendIcs(res: Response, body: string, filename: string): void {
  res.setHeader('Content-Type', 'text/calendar; charset=utf-8');
  res.setHeader('Content-Disposition', `attachment; filename="${filename}"`);
  res.send(body);
}

/** 'Add to calendar' for one event, and each student's private subscription feed (beyond the spec). */
export function calendarRoutes(ctx: EventsContext): Router {
  const router = Router();
  mountRoute(router, EVENT_ROUTES.getEventCalendar, async ({ params }, req, res) => {
    sendIcs(
      res,
      await eventIcs(ctx, req.user, params.universityId, params.eventId),
      `event-${params.eventId}.ics`,
    );
  });
  mountRoute(router, EVENT_ROUTES.getCalendarSubscription, (_input, req) => getSubscription(ctx, req.user));
  mountRoute(router, EVENT_ROUTES.createCalendarSubscription, async (_input, req, res) => {
    const subscription = await createSubscription(ctx, req.user);
    res.status(201);
    return subscription;
  });
  mountRoute(router, EVENT_ROUTES.revokeCalendarSubscription, async (_input, req, res) => {
    await revokeSubscription(ctx, req.user);
    res.status(204).end();
  });
  mountRoute(router, EVENT_ROUTES.getSubscriptionCalendar, async ({ params }, _req, res) => {
    const token = params.file.endsWith('.ics') ? params.file.slice(0, -4) : '';
    sendIcs(res, await subscriptionIcs(ctx, token), 'campusloop-events.ics');
  });
  return router;
}
