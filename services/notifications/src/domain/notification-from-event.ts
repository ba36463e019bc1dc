import {
  ACCOUNT_RESTRICTED_NOTICE_PATH,
  ANONYMOUS_AUTHOR_NAME,
  CONTENT_BLOCKED_NOTICE_PATH,
  MODERATION_NOTIFICATION_TEXTS,
  REPORT_OUTCOME_TARGET_PATH,
  deepLinkTargetPath,
  moderatedItemNoun,
  NOTIFICATION_SOURCE_EVENTS,
  compactNotificationMessage,
  type AccountRestriction,
  type DiscussionActor,
  type ModerationOutcome,
  type NotificationKind,
  type NotificationPriority,
  type NotificationSourceEventType,
  type NotificationSourcePayload,
  type NotificationType,
  type PostScope,
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

/** Spec §2 target patterns: a public post `/feed/posts/{id}`, a campus one `/posts/{id}`, a community's `/communities/{cid}/posts/{pid}`. */
export function postTargetUrl(postId: string, scope: PostScope, communityId: string | null): string {
  if (scope === 'PUBLIC') return deepLinkTargetPath('post', { id: postId }, 'HOME');
  if (scope === 'COMMUNITY' && communityId)
    return deepLinkTargetPath('post', { id: postId, communityId }, 'COMMUNITIES');
  return deepLinkTargetPath('post', { id: postId });
}

const ids = (entries: Record<string, string | null | undefined>): Record<string, string> =>
  Object.fromEntries(
    Object.entries(entries).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== '',
    ),
  );

const quoted = (title: string) => `"${compactNotificationMessage(title, 60)}"`;

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
    .map(
      (recipientId): NotificationDraft => ({
        ...base,
        recipientId,
        priority: 'medium',
        title: outcome.title,
        message: outcome.message(moderatedItemNoun(event.itemType)),
        targetUrl: REPORT_OUTCOME_TARGET_PATH,
      }),
    );
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

/**
 * One event → the notifications its recipients get (spec §2 targets, §3 categories), none when there
 * is nobody to tell: never the actor themself.
 */
export function notificationsFromEvent<T extends NotificationSourceEventType>(
  type: T,
  payload: NotificationSourcePayload<T>,
  now: Date = new Date(),
): NotificationDraft[] {
  const drafts = [draftsFor(type, payload as NotificationSourcePayload<NotificationSourceEventType>, now)].flat();
  return drafts.filter((draft) => !(draft.actorId && draft.actorId === draft.recipientId));
}

function draftsFor(
  type: NotificationSourceEventType,
  payload: NotificationSourcePayload<NotificationSourceEventType>,
  now: Date,
): NotificationDraft | NotificationDraft[] {
  const p = payload as Record<string, unknown>;
  switch (type) {
    case 'post.commented': {
      const event = payload as NotificationSourcePayload<'post.commented'>;
      const actor = actorOf(event.commenter);
      return {
        recipientId: event.postOwnerId,
        category: 'POST',
        type: 'comment',
        priority: 'medium',
        ...actor,
        title: 'New comment on your post',
        message: `${actor.actorName} commented on ${quoted(event.postTitle)}: ${event.excerpt}`,
        groupAction: `commented on ${quoted(event.postTitle)}`,
        targetUrl: postTargetUrl(event.postId, event.scope, event.communityId),
        metadata: ids({
          postId: event.postId,
          commentId: event.commentId,
          universityId: event.universityId,
          communityId: event.communityId,
        }),
      };
    }
    case 'comment.replied': {
      const event = payload as NotificationSourcePayload<'comment.replied'>;
      const actor = actorOf(event.replier);
      const base = {
        recipientId: event.parentOwnerId,
        category: 'COMMENT' as const,
        type: 'comment' as const,
        priority: 'medium' as const,
        ...actor,
        title: 'New reply to your comment',
      };
      if ('eventId' in event) {
        return {
          ...base,
          message: `${actor.actorName} replied to your comment on ${quoted(event.eventTitle)}: ${event.excerpt}`,
          groupAction: `replied to your comment on ${quoted(event.eventTitle)}`,
          targetUrl: deepLinkTargetPath('event', { id: event.eventId }),
          metadata: ids({
            eventId: event.eventId,
            commentId: event.commentId,
            parentCommentId: event.parentCommentId,
            universityId: event.universityId,
          }),
        };
      }
      if ('listingId' in event) {
        return {
          ...base,
          message: `${actor.actorName} replied to your comment on ${quoted(event.listingTitle)}: ${event.excerpt}`,
          groupAction: `replied to your comment on ${quoted(event.listingTitle)}`,
          targetUrl: deepLinkTargetPath('listing', { id: event.listingId }),
          metadata: ids({
            listingId: event.listingId,
            commentId: event.commentId,
            parentCommentId: event.parentCommentId,
            universityId: event.universityId,
          }),
        };
      }
      return {
        ...base,
        message: `${actor.actorName} replied to your comment on ${quoted(event.postTitle)}: ${event.excerpt}`,
        groupAction: `replied to your comment on ${quoted(event.postTitle)}`,
        targetUrl: postTargetUrl(event.postId, event.scope, event.communityId),
        metadata: ids({
          postId: event.postId,
          commentId: event.commentId,
          parentCommentId: event.parentCommentId,
          universityId: event.universityId,
          communityId: event.communityId,
        }),
      };
    }
    case 'event.commented': {
      const event = payload as NotificationSourcePayload<'event.commented'>;
      const actor = actorOf(event.commenter);
      return {
        recipientId: event.eventOwnerId,
        category: 'EVENT',
        type: 'comment',
        priority: 'medium',
        ...actor,
        title: 'New comment on your event',
        message: `${actor.actorName} commented on ${quoted(event.eventTitle)}: ${event.excerpt}`,
        groupAction: `commented on ${quoted(event.eventTitle)}`,
        targetUrl: deepLinkTargetPath('event', { id: event.eventId }),
        metadata: ids({
          eventId: event.eventId,
          commentId: event.commentId,
          universityId: event.universityId,
        }),
      };
    }
    case 'event.waitlist-promoted': {
      const event = payload as NotificationSourcePayload<'event.waitlist-promoted'>;
      return {
        recipientId: event.userId,
        category: 'EVENT',
        type: 'event',
        priority: 'high',
        actorName: null,
        title: "You're in!",
        message: `A seat opened up: you are now attending ${quoted(event.eventTitle)} (${event.startsAtFormatted}).`,
        targetUrl: deepLinkTargetPath('event', { id: event.eventId }),
        metadata: ids({ eventId: event.eventId, universityId: event.universityId }),
      };
    }
    case 'event.reminder': {
      const event = payload as NotificationSourcePayload<'event.reminder'>;
      return {
        recipientId: event.userId,
        category: 'EVENT',
        type: 'event',
        priority: event.kind === '1h' ? 'high' : 'medium',
        actorName: null,
        title: event.kind === '1h' ? 'Event starting in 1 hour' : 'Event tomorrow',
        message: `${quoted(event.eventTitle)} starts ${event.startsAtFormatted} at ${event.location}.`,
        targetUrl: deepLinkTargetPath('event', { id: event.eventId }),
        metadata: ids({ eventId: event.eventId, universityId: event.universityId }),
      };
    }
    case 'listing.commented': {
      const event = payload as NotificationSourcePayload<'listing.commented'>;
      const actor = actorOf(event.commenter);
      return {
        recipientId: event.listingOwnerId,
        category: 'MARKETPLACE',
        type: 'comment',
        priority: 'medium',
        ...actor,
        title: 'New question on your listing',
        message: `${actor.actorName} asked about ${quoted(event.listingTitle)}: ${event.excerpt}`,
        groupAction: `asked about ${quoted(event.listingTitle)}`,
        targetUrl: deepLinkTargetPath('listing', { id: event.listingId }),
        metadata: ids({
          listingId: event.listingId,
          commentId: event.commentId,
          universityId: event.universityId,
        }),
      };
    }
    case 'moderation.outcome':
      return moderationOutcomeDrafts(payload as ModerationOutcome);
    case 'account.restriction-changed':
      return accountRestrictionDrafts(payload as AccountRestriction, now);
    default: {
      const never: never = type;
      throw new Error(`no notification for ${String(never)} ${String(p)}`);
    }
  }
}
