import type { Connection } from 'mongoose';
import {
  bumpCounter,
  keyedLockOf,
  createPagedListIndex,
  insertOnce,
  loadByIds,
  trusted,
  type KeyedLock,
  type PagedListIndex,
} from '@campusloop/service-kit';
import { communityModel, type CommunityDoc } from './community-model';
import { membershipId, membershipModel, type MembershipDoc } from './membership-model';
import { nameClaimModel } from './name-claim-model';

/**
 * The communities service's collections in `campusloop_communities` (communities, memberships, name
 * claims), its list index and its per-community lock. Every query the domain needs is a function
 * here (domain code never calls mongoose).
 */
export function createCommunitiesStore(connection: Connection) {
  const lock: KeyedLock = keyedLockOf(connection);
  const lists: PagedListIndex = createPagedListIndex(connection, lock);
  const communities = communityModel(connection);
  const memberships = membershipModel(connection);
  const names = nameClaimModel(connection);

  return {
    lock,
    lists,
    /** Creates the collections and indexes (main.ts calls it once before listening). */
    async init(): Promise<void> {
      await Promise.all([communities.init(), memberships.init(), names.init()]);
    },

    /** A community unless it is gone or being deleted. */
    async findLive(id: string): Promise<CommunityDoc | null> {
      const doc = await communities.findById(id).lean<CommunityDoc>();
      return doc && !doc.deletingAt ? doc : null;
    },
    /** Live communities by id in the order given (a list page). */
    async liveByIds(ids: readonly string[]): Promise<CommunityDoc[]> {
      return (await loadByIds<CommunityDoc>(communities, ids)).filter((doc) => !doc.deletingAt);
    },
    async insertCommunity(doc: CommunityDoc): Promise<void> {
      await communities.create(doc);
    },
    async setCommunityFields(id: string, changes: Partial<CommunityDoc>): Promise<void> {
      await communities.updateOne({ _id: id }, { $set: changes });
    },
    async deleteCommunity(id: string): Promise<void> {
      await communities.deleteOne({ _id: id });
    },
    /** Communities whose deletion started but did not finish (a crash mid-way). */
    async deletionsInProgress(): Promise<CommunityDoc[]> {
      return communities.find({ deletingAt: trusted({ $ne: null }) } as never).lean<CommunityDoc[]>();
    },
    /** memberCount ± 1 under the community's counter lock; never below 0. */
    bumpMemberCount: (id: string, delta: number) => bumpCounter(communities, lock, id, 'memberCount', delta),

    /** Claims a scoped name for a community; false when another community holds it. */
    claimName: (nameKey: string, communityId: string) => insertOnce(names, { _id: nameKey, communityId }),
    async releaseName(nameKey: string, communityId: string): Promise<void> {
      await names.deleteOne({ _id: nameKey, communityId });
    },

    /** True when this call made the user a member (false: they already were). */
    addMembership: (doc: MembershipDoc) => insertOnce(memberships, doc),
    findMembership: (communityId: string, userId: string) =>
      memberships.findById(membershipId(communityId, userId)).lean<MembershipDoc>(),
    /** The removed membership, or null when the user was not a member. */
    async removeMembership(communityId: string, userId: string): Promise<MembershipDoc | null> {
      return memberships.findOneAndDelete({ _id: membershipId(communityId, userId) }).lean<MembershipDoc>();
    },
    /** Which of these communities `userId` is a member of (one `_id $in` per page). */
    async memberOf(communityIds: readonly string[], userId: string): Promise<Set<string>> {
      const found = await loadByIds<MembershipDoc>(
        memberships,
        communityIds.map((id) => membershipId(id, userId)),
      );
      return new Set(found.map((membership) => membership.communityId));
    },
    membershipsOf: (communityId: string) => memberships.find({ communityId }).lean<MembershipDoc[]>(),
    async deleteMembershipsOf(communityId: string): Promise<void> {
      await memberships.deleteMany({ communityId });
    },
  };
}

export type CommunitiesStore = ReturnType<typeof createCommunitiesStore>;
