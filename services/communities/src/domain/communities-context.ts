import type { MediaClient, Outbox, PeopleProjection, ServiceContext, UserBlocks } from '@campusloop/service-kit';
import type { CommunitiesStore } from '../data/communities-store';

/**
 * Everything a communities use-case may touch: service-kit's logger and clock, the store, and the parts
 * every vertical shares (`createVerticalParts`: the people projection, the outbox; media's client).
 */
export interface CommunitiesContext extends ServiceContext {
  store: CommunitiesStore;
  people: PeopleProjection;
  outbox: Outbox;
  media: MediaClient;
  /**
   * Who blocked whom (service-kit, issue 28): a blocker's lists leave the blocked user's communities out,
   * and such a community (its page, join, its feed) is not found for them.
   */
  blocks: Pick<UserBlocks, 'withoutBlocked' | 'unlessBlocked'>;
}

/**
 * Every membership change and the edit and delete of one community run one at a time under this key
 * (in-process, service-kit's keyed lock): a join can never land after a delete removed the
 * memberships, and memberCount moves only when a unique membership insert or delete succeeded, so it
 * stays exact under concurrent joins and leaves (FerretDB v1 has no atomic `$inc`).
 */
export const communityLockKey = (communityId: string) => `community:${communityId}`;
