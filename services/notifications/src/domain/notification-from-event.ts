import {
  ACCOUNT_RESTRICTED_NOTICE_PATH,
  ACCOUNT_RESTRICTION_EVENT,
  ANONYMOUS_AUTHOR_NAME,
  CONTENT_BLOCKED_NOTICE_PATH,
  MODERATION_NOTIFICATION_TEXTS,
  MODERATION_OUTCOME_EVENT,
  NOTIFICATION_KINDS_BY_EVENT,
  NOTIFICATION_SOURCE_EVENTS,
  REPORT_OUTCOME_TARGET_PATH,
  moderatedItemNoun,
  type AccountRestriction,
  type DiscussionActor,
  type ModerationOutcome,
  type NotificationKind,
  type NotificationPriority,
  type NotificationSource,
  type NotificationSourceEventType,
  type NotificationType,
} from '@campusloop/contracts';

/** What an event says to one recipient, before it is stored. */
export interface NotificationDraft {
  recipientId: string;
  category: NotificationKind;
  type: NotificationType;
  priority: NotificationPriority;
  actorName: string | null;
  actorId?: string;
  title: string;
  message: string;
  /** Kinds that group (issue 29): what the grouped text says after the names, e.g. 'commented on "…"'. */
  groupAction?: string;
  /** null: nothing to open (a report's outcome). */
  targetUrl: string | null;
  metadata: Record<string, string>;
}

export const isSourceEvent = (type: string): type is NotificationSourceEventType =>
  Object.prototype.hasOwnProperty.call(NOTIFICATION_SOURCE_EVENTS, type);

/** The actor as the recipient may see them: an anonymous one is 'Anonymous' with no id, whatever arrived. */
function actorOf(actor: DiscussionActor): { actorName: string; actorId?: string } {
  if (actor.isAnonymous || !actor.id)
    return { actorName: actor.isAnonymous ? ANONYMOUS_AUTHOR_NAME : actor.name };
  return { actorName: actor.name, actorId: actor.id };
}

const ids = (entries: Record<string, string | null | undefined>): Record<string, string> =>
  Object.fromEntries(
    Object.entries(entries).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== '',
    ),
  );

/**
 * A moderator's block or dismissal (issue 28): the author gets the §8 'Content Blocked' notice, which
 * opens it on the Profile (an anonymous author too: the notice goes to them alone); each reporter the
 * outcome of their report, naming neither the author nor the other reporters. MODERATION: no switch.
 */
function moderationOutcomeDrafts(event: ModerationOutcome): NotificationDraft[] {
  const base = {
    category: 'MODERATION' as const,
    type: 'system' as const,
    actorName: null,
    metadata: ids({ itemType: event.itemType, itemId: event.itemId }),
  };
  const author: NotificationDraft[] = event.authorId
    ? [
        {
          ...base,
          recipientId: event.authorId,
          priority: 'high',
          ...MODERATION_NOTIFICATION_TEXTS.contentBlocked,
          targetUrl: CONTENT_BLOCKED_NOTICE_PATH,
        },
      ]
    : [];
  const outcome =
    event.action === 'block'
      ? MODERATION_NOTIFICATION_TEXTS.reportActedOn
      : MODERATION_NOTIFICATION_TEXTS.reportDismissed;
  const reporters = event.reporterIds
    .filter((reporterId) => reporterId !== event.authorId)
    .map((recipientId): NotificationDraft => ({
      ...base,
      recipientId,
      priority: 'medium',
      title: outcome.title,
      message: outcome.message(moderatedItemNoun(event.itemType)),
      targetUrl: REPORT_OUTCOME_TARGET_PATH,
    }));
  return [...author, ...reporters];
}

/**
 * Identity's `account.restriction-changed` (issue 28): the account holder gets the §8 'Account
 * Restricted' notice at the spec's `/account/blocked`. A lift, or a restriction already over when the
 * event arrives, tells nobody.
 */
function accountRestrictionDrafts(event: AccountRestriction, now: Date): NotificationDraft[] {
  if (!event.restrictedUntil || new Date(event.restrictedUntil) <= now) return [];
  return [
    {
      recipientId: event.userId,
      category: 'MODERATION',
      type: 'system',
      priority: 'high',
      actorName: null,
      ...MODERATION_NOTIFICATION_TEXTS.accountRestricted,
      targetUrl: ACCOUNT_RESTRICTED_NOTICE_PATH,
      metadata: { restrictedUntil: event.restrictedUntil },
    },
  ];
}

/** A vertical's kind (its contract's `NOTIFICATION_SOURCES`) → the draft its recipient gets. */
function draftOf(source: NotificationSource, payload: unknown): NotificationDraft {
  const { said, message, metadata, ...draft } = source.draft(payload);
  const actor = said ? actorOf(said.actor) : { actorName: null };
  return {
    ...draft,
    category: source.category,
    ...actor,
    message: said ? `${actor.actorName} ${said.action}: ${said.excerpt}` : (message ?? ''),
    ...(said ? { groupAction: said.action } : {}),
    metadata: ids(metadata),
  };
}

/**
 * One event → the notifications its recipients get (spec §2 targets, §3 categories), none when there
 * is nobody to tell: never the actor themself. The verticals' kinds are declared in their contracts
 * (NOTIFICATION_KINDS_BY_EVENT: an event several verticals publish takes the kind whose schema its
 * payload matches); moderation notices are the platform's own.
 */
export function notificationsFromEvent(
  type: NotificationSourceEventType,
  payload: unknown,
  now: Date = new Date(),
): NotificationDraft[] {
  const drafts = [draftsFor(type, payload, now)].flat();
  return drafts.filter((draft) => !(draft.actorId && draft.actorId === draft.recipientId));
}

function draftsFor(
  type: NotificationSourceEventType,
  payload: unknown,
  now: Date,
): NotificationDraft | NotificationDraft[] {
  if (type === MODERATION_OUTCOME_EVENT) return moderationOutcomeDrafts(payload as ModerationOutcome);
  if (type === ACCOUNT_RESTRICTION_EVENT) return accountRestrictionDrafts(payload as AccountRestriction, now);
  const sources = NOTIFICATION_KINDS_BY_EVENT[type] ?? [];
  const source =
    sources.length === 1 ? sources[0] : sources.find((kind) => kind.schema.safeParse(payload).success);
  if (!source) throw new Error(`no notification for ${type}`);
  return draftOf(source, payload);
}
