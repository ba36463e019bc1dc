import { Router } from 'express';
import request from 'supertest';
import { EVENT_ROUTES } from '@campusloop/contracts';
import { createServiceApp } from '../app/create-service-app';
import { mountRoute } from '../http/mount-route';
import { createLogger } from '../logging/logger';
import { createTestAuth } from '../testing/create-test-auth';
import { authenticate } from './authenticate';

const auth = createTestAuth();

/**
 * A router as every vertical app has it (a token optional on all of `/api/v1`) with the events calendar
 * routes: the feed file (`auth: 'none'`, the URL is the credential) beside the caller's own subscription
 * (`auth: 'required'`) whose path the feed's `/calendars/{file}` also matches.
 */
function calendarApp() {
  const api = Router();
  api.use(authenticate(auth.verifier, { optional: true }));
  mountRoute(api, EVENT_ROUTES.getCalendarSubscription, (_input, req) => ({ owner: req.user?.id ?? null }));
  mountRoute(api, EVENT_ROUTES.getSubscriptionCalendar, ({ params }, req, res) => {
    res.type('text/calendar').send(`BEGIN:VCALENDAR ${params.file} seen-as:${req.user?.id ?? 'nobody'}`);
  });
  return createServiceApp({ name: 'calendars', logger: createLogger({ name: 'calendars', level: 'silent' }), api });
}

describe("routes whose contract says auth: 'none'", () => {
  it.each([
    ['an expired token', async () => `Bearer ${await auth.mintExpiredToken()}`],
    ['a malformed token', async () => 'Bearer nope.nope.nope'],
    ['a non-bearer scheme', async () => 'Basic dXNlcjpwYXNz'],
    ['a valid token', async () => auth.bearer({ sub: 'user_000042' })],
  ])('when a calendar app polls the feed with %s, then it gets the feed as anyone holding the URL would', async (_name, header) => {
    const response = await request(calendarApp()).get('/api/v1/calendars/abc123.ics').set('authorization', await header());

    expect(response.status).toBe(200);
    expect(response.text).toBe('BEGIN:VCALENDAR abc123.ics seen-as:nobody');
  });

  it('when the same stale token calls a route beside it that reads the token, then that route still answers 401', async () => {
    const app = calendarApp();
    const stale = await request(app).get('/api/v1/calendars/subscription').set('authorization', `Bearer ${await auth.mintExpiredToken()}`);
    const valid = await request(app).get('/api/v1/calendars/subscription').set('authorization', await auth.bearer({ sub: 'user_000042' }));

    expect(stale.status).toBe(401);
    expect(stale.body).toMatchObject({ message: 'Session expired. Please log in again.' });
    expect(valid.status).toBe(200);
    expect(valid.body).toEqual({ owner: 'user_000042' });
  });
});
