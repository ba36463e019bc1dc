import type { PageQuery, PagedAuditEntries } from '@campusloop/contracts';
import { requireModerator, trusted, type AuthUser } from '@campusloop/service-kit';
import type { IdentityContext } from '../identity-context';

/**
 * Moderators: identity's audit log (account restrictions and lifts, newest first, a paged-list index
 * behind it), each entry with its moderator's display name — identity owns the accounts, so it is one
 * `_id $in` of the page's moderators. An entry of a sealed restriction names the item, never the account.
 */
export async function readRestrictionAudit(
  ctx: IdentityContext,
  viewer: AuthUser | undefined,
  query: PageQuery,
): Promise<PagedAuditEntries> {
  requireModerator(viewer);
  const page = await ctx.audit.page(query);
  const moderatorIds = [...new Set(page.content.map((entry) => entry.moderatorId))];
  const moderators =
    moderatorIds.length === 0
      ? []
      : await ctx.models.users.find({ _id: trusted({ $in: moderatorIds }) }, { name: 1 }).lean<Array<{ _id: string; name: string | null }>>();
  const names = new Map(moderators.map((user) => [user._id, user.name]));
  return {
    ...page,
    content: page.content.map((entry) => ({ ...entry, moderatorName: names.get(entry.moderatorId) ?? null })),
  };
}
