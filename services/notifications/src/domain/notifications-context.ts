import type { ServiceContext, UserBlocks } from '@campusloop/service-kit';
import type { MailStore } from '../data/mail-store';
import type { NotificationsStore } from '../data/notifications-store';
import type { RelayedLiveHub } from '../live/live-relay';
import type { MailSender } from '../mail/mail-sender';

/**
 * Everything a notifications use-case may touch: service-kit's logger and clock, the store, the live
 * channel, and the mail outbox (its store, its sender, the secret the unsubscribe links are signed with).
 */
export interface NotificationsContext extends ServiceContext {
  store: NotificationsStore;
  /** This instance's live hub; it carries pushes and announcements to the other instances too. */
  live: RelayedLiveHub;
  mail: {
    store: MailStore;
    sender: MailSender;
    unsubscribeSecret: string;
    /** The daily digest's zone for users who chose none (DIGEST_TIME_ZONE). */
    digestTimeZone: string;
  };
  /** Who blocked whom (service-kit, issue 28): nothing a blocked user triggers reaches the blocker. */
  blocks?: Pick<UserBlocks, 'isBlocked'>;
}
