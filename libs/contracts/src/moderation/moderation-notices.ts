// Zod-free (front ends import it): where the notices of spec §8 open, and the words of the moderation
// notifications (issue 28). The notice titles and texts are the spec's; the reporter's are ours.
import { MODERATION_DESK_LIST } from './moderation-desks';
import { MODERATION_MESSAGES } from './moderation-messages';

/** The query parameter the Profile reads to auto-open a notice (spec §2 Profile), and its values. */
export const ACCOUNT_NOTICE_PARAM = 'notice';
export const ACCOUNT_NOTICE_KEYS = { contentBlocked: 'content-blocked', accountRestricted: 'account-restricted' } as const;

/**
 * A notification's target that opens 'Content Blocked': the dashboard's Profile tab with the notice
 * parameter (the `dashboard` pattern of spec §5's allowed targets).
 */
export const CONTENT_BLOCKED_NOTICE_PATH = `/dashboard?tab=PROFILE&${ACCOUNT_NOTICE_PARAM}=${ACCOUNT_NOTICE_KEYS.contentBlocked}`;

/**
 * The spec's deep-link target of 'Account Restricted' (§2): the manifest maps it to the Profile tab
 * with `notice=account-restricted` (tools/verticals/verticals.json, the shell's deep links).
 */
export const ACCOUNT_RESTRICTED_NOTICE_PATH = '/account/blocked';

/**
 * A report's outcome has nothing to open (a blocked item is gone; naming the item's page would add
 * nothing): its target is the notification centre's own page (the `notifications` pattern of spec §5),
 * so opening it from the bell or a toast neither fails nor leads anywhere new.
 */
export const REPORT_OUTCOME_TARGET_PATH = '/notifications';

/** What a moderated item is called in a reporter's notification ('the listing you reported'): its desk's noun, else 'content'. */
export const moderatedItemNoun = (itemType: string): string =>
  MODERATION_DESK_LIST.find((desk) => desk.itemType === itemType)?.noun ?? 'content';

/** The notifications' titles and messages (§8 notice texts word for word for the author and the account holder). */
export const MODERATION_NOTIFICATION_TEXTS = {
  contentBlocked: { title: 'Content Blocked', message: MODERATION_MESSAGES.contentBlocked },
  accountRestricted: { title: 'Account Restricted', message: MODERATION_MESSAGES.accountRestricted },
  reportActedOn: {
    title: 'Your report was acted on',
    message: (noun: string) =>
      `Thank you for your report. Our moderators reviewed the ${noun} you reported and blocked it for violating our community guidelines.`,
  },
  reportDismissed: {
    title: 'Your report was reviewed',
    message: (noun: string) =>
      `Thank you for your report. Our moderators reviewed the ${noun} you reported and found that it does not break our community guidelines.`,
  },
} as const;
