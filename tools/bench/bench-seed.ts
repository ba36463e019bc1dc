// Bulk seeding for the HTTP benchmarks: documents written in the shape the services write them,
// inserted with insertMany batches, then each list's paged-list index loaded in one go (bulkLoad).
// Much faster than going through the API, and what the services read is the same.
// It imports each service only through its seeding entry (services/<name>/src/seeding.ts).
import type { Connection } from 'mongoose';
import { newId } from '@campusloop/service-kit';
import {
  createDiscussionStore,
  createFeedStore,
  feedListKey,
  type FeedTarget,
  type PostDoc,
} from '../../services/feed/src/seeding';
import { type EventDoc, eventModel } from '../../services/events/src/seeding';

const INSERT_BATCH = 1_000;
const author = (index: number) => ({
  name: `Seed Author ${index % 50}`,
  avatarUrl: null,
  isVerified: true,
  universityName: 'Bench University',
});

/** 50 author ids; the first is the viewer's (so isOwner is computed both ways). */
function authorIds(viewerId: string): string[] {
  return Array.from({ length: 50 }, (_v, index) => (index === 0 ? viewerId : newId()));
}

async function inBatches<T>(count: number, make: (index: number) => T, insert: (batch: T[]) => Promise<unknown>) {
  for (let start = 0; start < count; start += INSERT_BATCH) {
    const batch: T[] = [];
    for (let index = start; index < Math.min(count, start + INSERT_BATCH); index += 1) batch.push(make(index));
    await insert(batch);
  }
}

/** `count` posts of one feed, then the feed's list in bulk. Returns the post ids, oldest first. */
export async function seedFeedPosts(
  connection: Connection,
  target: FeedTarget,
  count: number,
  viewerId: string,
): Promise<string[]> {
  const store = createFeedStore(connection);
  const listKey = feedListKey(target);
  const authors = authorIds(viewerId);
  const base = Date.now() - count * 1_000;
  const ids: string[] = [];
  await inBatches<PostDoc>(
    count,
    (index) => {
      const createdAt = new Date(base + index * 1_000);
      const id = newId();
      ids.push(id);
      return {
        _id: id,
        scope: target.scope,
        listKey,
        seq: index + 1,
        universityId: target.scope === 'PUBLIC' ? null : target.universityId,
        communityId: target.scope === 'COMMUNITY' ? target.communityId : null,
        communityName: target.scope === 'COMMUNITY' ? 'Bench Community' : null,
        title: `Seeded question number ${index}`,
        body: `Body of seeded post ${index}. `.repeat(8),
        media: [],
        isAnonymous: index % 7 === 0,
        authorId: authors[index % authors.length] as string,
        author: author(index),
        likeCount: index % 13,
        commentCount: index % 5,
        version: 1,
        createdAt,
        updatedAt: createdAt,
      };
    },
    (batch) => store.posts.insertMany(batch, { ordered: false, lean: true }),
  );
  const seqs = await store.lists.bulkLoad(listKey, ids);
  if (seqs.at(-1) !== count) throw new Error(`seeded list ${listKey} and posts disagree`);
  return ids;
}

/**
 * `count` comments of the discussion kit in one list: top-level comments of `targetId`, or, with
 * `parentId`, replies to that comment. Returns the comment ids, oldest first.
 */
export async function seedComments(
  connection: Connection,
  options: { targetType: string; targetId: string; parentId?: string; count: number; viewerId: string },
): Promise<string[]> {
  const store = createDiscussionStore(connection);
  const { targetType, targetId, parentId = null, count, viewerId } = options;
  const listKey = parentId ? `replies:${parentId}` : `comments:${targetId}`;
  const authors = authorIds(viewerId);
  const base = Date.now() - count * 1_000;
  const ids: string[] = [];
  await inBatches(
    count,
    (index) => {
      const id = newId();
      ids.push(id);
      return {
        _id: id,
        body: `Seeded comment ${index}. `.repeat(4),
        media: [],
        isAnonymous: index % 7 === 0,
        authorId: authors[index % authors.length] as string,
        author: author(index),
        likeCount: index % 3,
        createdAt: new Date(base + index * 1_000),
        targetType,
        targetId,
        parentId,
        ancestorIds: parentId ? [parentId] : [],
        listKey,
        seq: index + 1,
        replyCount: 0,
      };
    },
    (batch) => store.comments.insertMany(batch, { ordered: false, lean: true }),
  );
  const seqs = await store.lists.bulkLoad(listKey, ids);
  if (seqs.at(-1) !== count) throw new Error(`seeded list ${listKey} and comments disagree`);
  return ids;
}

/**
 * `count` events of one university that have not ended and `count` that have, all organized by the
 * viewer (so "my events" holds them too).
 */
export async function seedEvents(
  connection: Connection,
  options: { universityId: string; count: number; viewerId: string },
): Promise<void> {
  const events = eventModel(connection);
  const now = Date.now();
  const hour = 3_600_000;
  for (const when of ['upcoming', 'past'] as const) {
    await inBatches<EventDoc>(
      options.count,
      (index) => {
        const startsAt = new Date(when === 'upcoming' ? now + (index + 1) * hour : now - (index + 2) * hour);
        const createdAt = new Date(now - 30 * 24 * hour);
        return {
          _id: newId(),
          universityId: options.universityId,
          ownerId: options.viewerId,
          author: { id: options.viewerId, name: 'Bench Viewer', avatarUrl: null },
          title: `Seeded ${when} event ${index}`,
          description: `Description of seeded event ${index}. `.repeat(4),
          location: 'Bench Hall',
          startsAt,
          endsAt: new Date(startsAt.getTime() + hour / 2),
          capacity: index % 3 === 0 ? 50 : null,
          cover: null,
          commentCount: 0,
          sequence: 0,
          createdAt,
          updatedAt: createdAt,
          cancelledAt: null,
          cancelledAttendeeIds: [],
        };
      },
      (batch) => events.insertMany(batch, { ordered: false, lean: true }),
    );
  }
}
