import { z } from 'zod';
import { ACCOUNT_RESTRICTION_EVENT, accountRestrictionSchema } from '../moderation/account-restriction';
import { MODERATION_OUTCOME_EVENT, moderationOutcomeSchema } from '../moderation/moderation-outcome';
import type { NotificationSource } from './notification-source';
import { VERTICAL_NOTIFICATION_SOURCES } from './vertical-notifications.generated';

/**
 * Each outbox event type the verticals turn into notifications, with every vertical's kind for it
 * (`comment.replied` comes from three publishers: the feed's payload has no `target`, the events' and
 * the marketplace's say `target: 'event' | 'listing'`), in manifest order.
 */
export const NOTIFICATION_KINDS_BY_EVENT: Readonly<Record<string, readonly NotificationSource[]>> = (() => {
  const byEvent: Record<string, NotificationSource[]> = {};
  for (const sources of Object.values(VERTICAL_NOTIFICATION_SOURCES))
    for (const [type, source] of Object.entries(sources)) (byEvent[type] ??= []).push(source);
  return byEvent;
})();

/** The payload schema of an event several verticals publish: any of theirs. */
const eitherOf = (sources: readonly NotificationSource[]): z.ZodType => {
  const [first, second, ...more] = sources.map((source) => source.schema);
  return second ? z.union([first as z.ZodType, second, ...more]) : (first as z.ZodType);
};

/**
 * The outbox events the notifications service turns into notifications (its manifest entry subscribes
 * to them at /internal/events), each with the payload schema its publishers' contracts declare: the
 * verticals' kinds (NOTIFICATION_KINDS_BY_EVENT), `moderation.outcome` from every vertical that
 * moderates (service-kit's moderation kit) and `account.restriction-changed` from identity.
 */
export const NOTIFICATION_SOURCE_EVENTS: Readonly<Record<string, z.ZodType>> = {
  ...Object.fromEntries(
    Object.entries(NOTIFICATION_KINDS_BY_EVENT).map(([type, sources]) => [type, eitherOf(sources)]),
  ),
  [MODERATION_OUTCOME_EVENT]: moderationOutcomeSchema,
  [ACCOUNT_RESTRICTION_EVENT]: accountRestrictionSchema,
};
export type NotificationSourceEventType = string;
