// bench:lists — communities' lists: the public list, the campus list of the viewer's university, the
// viewer's own communities and those they joined; `count` rows each (the viewer owns the public ones
// and has joined the campus ones, so every list reads `isMember` for them).
// The service comes in through its seeding entry (services/<name>/src/seeding.ts), nothing deeper.
import type { Connection } from 'mongoose';
import { COMMUNITIES_PATHS } from '@campusloop/contracts';
import { createKeyedLock, createPagedListIndex, newId } from '@campusloop/service-kit';
import {
  COMMUNITY_LISTS,
  type CommunityDoc,
  communityModel,
  createCommunitiesApp,
  listKeyOf,
  type MembershipDoc,
  membershipId,
  membershipModel,
  nameKeyOf,
} from '../../../services/communities/src/seeding';
import type { ListBenchVertical } from '../list-bench-vertical';

const CHUNK = 1_000;

async function insertInChunks<T>(insert: (docs: T[]) => Promise<unknown>, docs: T[]): Promise<void> {
  for (let start = 0; start < docs.length; start += CHUNK) await insert(docs.slice(start, start + CHUNK));
}

function communities(count: number, ownerId: string, universityId: string | null): CommunityDoc[] {
  const start = Date.now() - count * 1000;
  return Array.from({ length: count }, (_, index) => {
    const id = newId();
    const visibility = universityId ? 'UNIVERSITY' : 'PUBLIC';
    const name = `Bench community ${visibility} ${index}`;
    const at = new Date(start + index * 1000);
    return {
      _id: id,
      name,
      nameKey: nameKeyOf(name, visibility, universityId),
      description: 'A community of the lists benchmark.',
      visibility,
      universityId,
      cover: null,
      official: false,
      ownerId,
      owner: { name: 'Bench Owner', avatarUrl: null, isVerified: true, universityName: null },
      memberCount: 2,
      listKey: listKeyOf(visibility, universityId),
      listSeq: index + 1,
      ownerSeq: index + 1,
      createdAt: at,
      updatedAt: at,
      deletingAt: null,
    };
  });
}

async function seedCommunities(connection: Connection, count: number, viewerId: string, universityId: string) {
  const lists = createPagedListIndex(connection, createKeyedLock());
  const Community = communityModel(connection);
  const Membership = membershipModel(connection);
  await Promise.all([Community.init(), Membership.init()]);

  const owned = communities(count, viewerId, null);
  const campus = communities(count, newId(), universityId);
  await insertInChunks((docs) => Community.insertMany(docs), [...owned, ...campus]);
  const joined: MembershipDoc[] = campus.map((doc, index) => ({
    _id: membershipId(doc._id, viewerId),
    communityId: doc._id,
    userId: viewerId,
    joinedSeq: index + 1,
    createdAt: doc.createdAt,
  }));
  await insertInChunks((docs) => Membership.insertMany(docs), joined);

  await lists.bulkLoad(COMMUNITY_LISTS.public, owned.map((doc) => doc._id));
  await lists.bulkLoad(COMMUNITY_LISTS.owned(viewerId), owned.map((doc) => doc._id));
  await lists.bulkLoad(COMMUNITY_LISTS.campus(universityId), campus.map((doc) => doc._id));
  await lists.bulkLoad(COMMUNITY_LISTS.joined(viewerId), campus.map((doc) => doc._id));
}

const communitiesBench: ListBenchVertical = {
  name: 'communities',
  async serve(deps) {
    const { app, store } = createCommunitiesApp(deps);
    await store.init();
    return app;
  },
  async seed(connection, { count, viewer }) {
    await seedCommunities(connection, count, viewer.viewerId, viewer.universityId);
    return [
      { name: 'communities public', path: COMMUNITIES_PATHS.list },
      { name: 'communities campus', path: `${COMMUNITIES_PATHS.list}?universityId=${viewer.universityId}` },
      { name: 'communities mine', path: COMMUNITIES_PATHS.mine },
      { name: 'communities joined', path: COMMUNITIES_PATHS.joined },
    ];
  },
};

export default communitiesBench;
