import type { z } from 'zod';
import {
  calendarSubscriptionSchema,
  errorBodySchema,
  eventCommentSchema,
  eventSchema,
  likeResponseSchema,
  pagedEventCommentsSchema,
  pagedEventsSchema,
} from '@campusloop/contracts';

interface ContractRoute {
  method: string;
  pattern: RegExp;
  schema: z.ZodType | 'ics' | null;
}

const ID = '[A-Za-z0-9_]{11}';
const EVENTS = `/api/v1/universities/${ID}/events`;
const EVENT = `${EVENTS}/${ID}`;

/** Every events route with what its success answer must be (null: 204, no body; 'ics': a calendar). */
export const CONTRACT_ROUTES: readonly ContractRoute[] = [
  { method: 'GET', pattern: new RegExp(`^${EVENTS}(/past)?$`), schema: pagedEventsSchema },
  { method: 'GET', pattern: /^\/api\/v1\/users\/me\/activity\/events(\/past)?$/, schema: pagedEventsSchema },
  { method: 'POST', pattern: new RegExp(`^${EVENTS}$`), schema: eventSchema },
  { method: 'GET', pattern: new RegExp(`^${EVENT}$`), schema: eventSchema },
  { method: 'PUT', pattern: new RegExp(`^${EVENT}$`), schema: eventSchema },
  { method: 'DELETE', pattern: new RegExp(`^${EVENT}$`), schema: null },
  { method: 'POST', pattern: new RegExp(`^${EVENT}/(rsvp|waitlist)$`), schema: eventSchema },
  { method: 'DELETE', pattern: new RegExp(`^${EVENT}/(rsvp|waitlist)$`), schema: eventSchema },
  { method: 'GET', pattern: new RegExp(`^${EVENT}/calendar\\.ics$`), schema: 'ics' },
  {
    method: 'GET',
    pattern: new RegExp(`^${EVENT}/comments(/${ID}/replies)?$`),
    schema: pagedEventCommentsSchema,
  },
  { method: 'POST', pattern: new RegExp(`^${EVENT}/comments$`), schema: eventCommentSchema },
  { method: 'DELETE', pattern: new RegExp(`^${EVENT}/comments/${ID}$`), schema: null },
  { method: 'POST', pattern: new RegExp(`^${EVENT}/comments/${ID}/like$`), schema: likeResponseSchema },
  { method: 'DELETE', pattern: new RegExp(`^${EVENT}/comments/${ID}/like$`), schema: likeResponseSchema },
  { method: 'GET', pattern: /^\/api\/v1\/calendars\/subscription$/, schema: calendarSubscriptionSchema },
  { method: 'POST', pattern: /^\/api\/v1\/calendars\/subscription$/, schema: calendarSubscriptionSchema },
  { method: 'DELETE', pattern: /^\/api\/v1\/calendars\/subscription$/, schema: null },
  { method: 'GET', pattern: /^\/api\/v1\/calendars\/[^/]+$/, schema: 'ics' },
];

/** Throws when an answer breaks its contract: the error shape for 4xx/5xx, the route's schema otherwise. */
export function assertContract(
  method: string,
  path: string,
  status: number,
  body: unknown,
  text: string,
): void {
  const bare = path.split('?')[0] ?? path;
  if (status >= 400) {
    const parsed = errorBodySchema.safeParse(body);
    if (!parsed.success || parsed.data.status !== status) {
      throw new Error(`${method} ${bare} → ${status} breaks the error shape: ${JSON.stringify(body)}`);
    }
    return;
  }
  const route = CONTRACT_ROUTES.find((r) => r.method === method && r.pattern.test(bare));
  if (!route) throw new Error(`no contract for ${method} ${bare}`);
  if (route.schema === null) {
    if (status !== 204) throw new Error(`${method} ${bare} should answer 204, got ${status}`);
    return;
  }
  if (route.schema === 'ics') {
    if (!text.startsWith('BEGIN:VCALENDAR')) throw new Error(`${method} ${bare} is not a calendar`);
    return;
  }
  const parsed = route.schema.safeParse(body);
  if (!parsed.success) {
    throw new Error(
      `${method} ${bare} → ${status} breaks its contract: ${parsed.error.message}\n${JSON.stringify(body)}`,
    );
  }
}
