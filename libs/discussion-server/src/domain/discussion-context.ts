import type { MediaClient, Outbox, PeopleProjection, ServiceContext, UserBlocks } from '@campusloop/service-kit';
import type { DiscussionStore } from '../data/discussion-store';

/** Everything a discussion use-case may touch (the consumer's store, media, outbox and people). */
export interface DiscussionContext extends ServiceContext {
  store: DiscussionStore;
  media: MediaClient;
  outbox: Outbox;
  /** Identity's current facts about authors (service-kit people projection). */
  people: Pick<PeopleProjection, 'loadPeople' | 'loadFresh'>;
  /**
   * Who blocked whom (service-kit `createUserBlocks`, the vertical's `parts.blocks`): a blocker reads
   * no comment or reply of the blocked user, who cannot comment on the blocker's targets or reply to
   * their comments. Without it nobody is hidden.
   */
  blocks?: Pick<UserBlocks, 'withoutBlocked' | 'refuseBlockedWriter'>;
}
