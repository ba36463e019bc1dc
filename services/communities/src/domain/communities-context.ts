import type { MediaClient, Outbox, PeopleProjection, ServiceContext } from '@campusloop/service-kit';
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
}

/**
 * Every membership change and the edit and delete of one community run one at a time under this key
 * (in-process, service-kit's keyed lock): a join can never land after a delete removed the
 * memberships, and memberCount moves only when a unique membership insert or delete succeeded, so it
 * stays exact under concurrent joins and leaves (FerretDB v1 has no atomic `$inc`).
 */
export const communityLockKey = (communityId: string) => `community:${communityId}`;
