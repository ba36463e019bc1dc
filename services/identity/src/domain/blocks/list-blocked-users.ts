import type { BlockedUser, PageQuery, Paged } from '@campusloop/contracts';
import { toPaged, trusted } from '@campusloop/service-kit';
import type { IdentityContext } from '../identity-context';
import { blockedUserView } from './blocked-user-view';

/** GET /users/me/blocks?page&size: newest block first (at most MAX_BLOCKED_USERS rows per person). */
export async function listBlockedUsers(ctx: IdentityContext, blockerId: string, query: PageQuery): Promise<Paged<BlockedUser>> {
  const [rows, total] = await Promise.all([
    ctx.models.userBlocks
      .find({ blockerId })
      .sort({ createdAt: -1, _id: 1 })
      .skip(query.page * query.size)
      .limit(query.size)
      .lean(),
    ctx.models.userBlocks.countDocuments({ blockerId }),
  ]);
  const users = await ctx.models.users
    .find({ _id: trusted({ $in: rows.map((row) => row.blockedId) }) }, { name: 1, profileImage: 1 })
    .lean();
  const byId = new Map(users.map((user) => [user._id, user]));
  const content = rows.map((row) =>
    blockedUserView(byId.get(row.blockedId) ?? { _id: row.blockedId, name: null, profileImage: null }, row.createdAt),
  );
  return toPaged(content, total, query);
}
