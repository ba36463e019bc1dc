import {
  ANONYMOUS_AUTHOR_NAME,
  NOTIFICATION_GROUPS,
  type NotificationActor,
  type NotificationPreference,
} from '@campusloop/contracts';
import type { NotificationDoc } from '../data/notification-model';
import type { GroupChanges, NewNotification } from '../data/notifications-store';
import { queueNotificationMail } from '../mail/queue-notification-mail';
import { derivedNotificationId } from './notification-ids';
import type { NotificationsContext } from './notifications-context';

/** A notification of a kind that groups: it says what the actor did (`groupAction`) and who did it. */
export type GroupableNotification = NewNotification & { groupAction: string; actorName: string };

export const isGroupable = (draft: NewNotification): draft is GroupableNotification =>
  typeof draft.groupAction === 'string' && typeof draft.actorName === 'string';

/** The window a time falls in: fixed spans from the epoch, so every instance names a group alike. */
export const groupWindowOf = (at: Date): number => Math.floor(at.getTime() / NOTIFICATION_GROUPS.windowMs);

/**
 * The group's id (its row's `_id`): one per recipient, kind (category + type), target and window —
 * the key a unique insert claims, so two deliveries racing for a new group store one row.
 */
export function groupIdOf(draft: NewNotification): string {
  const window = groupWindowOf(new Date(draft.createdAt));
  return derivedNotificationId(
    ['group', draft.userId, draft.category, draft.type, draft.targetUrl ?? '', window].join('\n'),
  );
}

const isAnonymous = (actor: NotificationActor): boolean => !actor.id && actor.name === ANONYMOUS_AUTHOR_NAME;

/**
 * Who an actor is counted as. Anonymous actors have no id (the publishers never send one), so they
 * are all one 'Anonymous' and never merged with a named actor: the count cannot tell whether an
 * anonymous comment came from someone already named ('Bilal and 1 other' whether or not it did).
 */
const actorKey = (actor: NotificationActor): string =>
  isAnonymous(actor) ? 'anonymous' : actor.id ? `id:${actor.id}` : `name:${actor.name}`;

/**
 * The grouped text: the headline actor (the latest named one; 'Anonymous' only when nobody named
 * acted) and how many other distinct actors, then the action — 'Asha and 2 others commented on "…"' —
 * and `detail` (': <the latest excerpt>') when given, else a full stop.
 */
export function groupedMessage(headline: string, actorCount: number, action: string, detail = ''): string {
  const others = actorCount - 1;
  const who = others > 0 ? `${headline} and ${others} other${others === 1 ? '' : 's'}` : headline;
  return `${who} ${action}${detail || '.'}`;
}

/**
 * What the draft's own message says after '<actor> <action>' (': <excerpt>'). The grouped text shows
 * it only when the headline actor wrote it: the latest member's excerpt never appears under another
 * actor's name (an anonymous comment's text under a named headline would point at them).
 */
function detailOf(draft: GroupableNotification): string {
  const prefix = `${draft.actorName} ${draft.groupAction}`;
  return draft.message.startsWith(prefix) ? draft.message.slice(prefix.length) : '';
}

/** The group's row after `draft` joined it (`group` null: the draft starts it). */
export function joinedGroup(
  group: NotificationDoc | null,
  draft: GroupableNotification,
  actorIsNew: boolean,
): GroupChanges {
  const actor: NotificationActor = { name: draft.actorName, ...(draft.actorId ? { id: draft.actorId } : {}) };
  if (!group) {
    return {
      actorName: draft.actorName,
      actorId: draft.actorId,
      message: draft.message,
      priority: draft.priority,
      metadata: draft.metadata,
      createdAt: draft.createdAt,
      groupSize: 1,
      actorCount: 1,
      actors: [actor],
    };
  }
  const previous = group.actors ?? (group.actorName ? [{ name: group.actorName, id: group.actorId }] : []);
  const actors = [actor, ...previous.filter((known) => actorKey(known) !== actorKey(actor))].slice(
    0,
    NOTIFICATION_GROUPS.actorsShown,
  );
  const actorCount = Math.max(group.actorCount ?? 1, 1) + (actorIsNew ? 1 : 0);
  const groupSize = (group.groupSize ?? 1) + 1;
  const headline = actors.find((known) => !isAnonymous(known)) ?? actor;
  return {
    actorName: headline.name,
    actorId: headline.id,
    message: groupedMessage(
      headline.name,
      actorCount,
      draft.groupAction,
      actorKey(headline) === actorKey(actor) ? detailOf(draft) : '',
    ),
    priority: draft.priority,
    metadata: draft.metadata,
    createdAt: draft.createdAt,
    groupSize,
    actorCount,
    actors: actors.map((known) => (known.id ? known : { name: known.name })),
  };
}

/**
 * Stores a groupable notification as a member of its group (call under the recipient's lock,
 * `ctx.store.forUser`): the first member in a window inserts the group's row (a unique insert keyed by
 * recipient + kind + target + window), a later one updates it — grouped text, counts, latest actors —
 * makes it unread again and moves it to the top. The mail (when e-mail delivery is on) says the
 * grouped text as it stands with this member, under the member's own id (one mail per member,
 * threaded per target). Null when this member joined already (a redelivery).
 */
export async function deliverToGroup(
  ctx: NotificationsContext,
  preferences: readonly NotificationPreference[],
  draft: GroupableNotification,
): Promise<NotificationDoc | null> {
  const memberId = draft._id;
  if (await ctx.store.isClaimedInGroup(memberId)) return null;
  const groupId = groupIdOf(draft);
  const actorClaimId = `${groupId}:${actorKey({ name: draft.actorName, id: draft.actorId })}`;
  const group = await ctx.store.findNotification(groupId);
  const actorIsNew = !group || !(await ctx.store.isClaimedInGroup(actorClaimId));
  const changes = joinedGroup(group, draft, actorIsNew);

  // Queued before the member is claimed: a crash in between leaves the mail and a redelivery that
  // joins the group (nothing lost); the mail's id is the member's, so nothing is mailed twice.
  await queueNotificationMail(ctx, preferences, { ...draft, ...changes });
  const claim = { userId: draft.userId, groupId, createdAt: draft.createdAt };
  if (!(await ctx.store.claimInGroup({ _id: memberId, kind: 'member', ...claim }))) return null;
  await ctx.store.claimInGroup({ _id: actorClaimId, kind: 'actor', ...claim });

  if (group) return ctx.store.moveGroupToTop(group, changes);
  const { actorId, ...rest } = changes;
  const created = await ctx.store.insertNotification({
    ...draft,
    ...rest,
    ...(actorId ? { actorId } : {}),
    _id: groupId,
  });
  if (created) return created;
  // Another process created the group between our read and our insert (only possible without the
  // shared lock): join the row it stored.
  const raced = await ctx.store.findNotification(groupId);
  return raced ? ctx.store.moveGroupToTop(raced, joinedGroup(raced, draft, true)) : null;
}
