import {
  createEventRequestSchema,
  EVENT_MESSAGES,
  type CoverImageInput,
  type CreateEventRequest,
} from '@campusloop/contracts';
import { firstFieldErrors } from '@campusloop/owned-item-web';
import { istInputToOffsetString } from '../../model/ist-time';

/** What the form holds: the text of each field (times as datetime-local values in India time). */
export type EventFormValues = {
  title: string;
  description: string;
  location: string;
  startsAt: string;
  endsAt: string;
  capacity: string;
};

export type EventFormField = keyof EventFormValues | 'coverImage';
export type EventFormErrors = Partial<Record<EventFormField, string>>;

const FIELDS: readonly EventFormField[] = ['title', 'description', 'location', 'startsAt', 'endsAt', 'capacity', 'coverImage'];

export type ValidatedEvent = { ok: true; body: CreateEventRequest } | { ok: false; errors: EventFormErrors };

/** '' is no capacity; anything else must read as a number (the schema then wants a whole number ≥ 1). */
function capacityOf(text: string): number | null {
  const trimmed = text.trim();
  return trimmed === '' ? null : Number(trimmed);
}

/**
 * The request a form would send, checked with the service's own schema (spec §5 messages): times
 * in India time with seconds (+05:30), capacity optional. The start must be in the future on create,
 * and on an edit when it was moved ('Start date must be in the future').
 */
export function validateEventForm(
  values: EventFormValues,
  coverImage: CoverImageInput | null,
  { now = Date.now(), originalStart = null }: { now?: number; originalStart?: string | null } = {},
): ValidatedEvent {
  const body: CreateEventRequest = {
    title: values.title.trim(),
    description: values.description.trim(),
    location: values.location.trim(),
    startsAt: istInputToOffsetString(values.startsAt),
    endsAt: istInputToOffsetString(values.endsAt),
    capacity: capacityOf(values.capacity),
    coverImage,
  };
  const parsed = createEventRequestSchema.safeParse(body);
  const errors: EventFormErrors = parsed.success ? {} : firstFieldErrors(parsed.error.issues, FIELDS);
  const start = Date.parse(body.startsAt);
  const moved = originalStart === null || values.startsAt !== originalStart;
  if (!errors.startsAt && Number.isFinite(start) && moved && start <= now) errors.startsAt = EVENT_MESSAGES.startInPast;
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, body };
}
