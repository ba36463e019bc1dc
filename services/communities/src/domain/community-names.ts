import { AppError } from '@campusloop/service-kit';
import { COMMUNITY_MESSAGES, type CommunityVisibility } from '@campusloop/contracts';
import type { CommunitiesContext } from './communities-context';

/**
 * Names are unique case-insensitively within their scope (all public communities; the university
 * communities of one university): the claim key is the scope plus the name case-folded (NFKC, lower
 * case, inner white space collapsed), so 'Chess Club' and '  chess   CLUB ' meet at one key.
 */
export function nameKeyOf(name: string, visibility: CommunityVisibility, universityId: string | null): string {
  const folded = name.normalize('NFKC').trim().replace(/\s+/g, ' ').toLowerCase();
  const scope = visibility === 'UNIVERSITY' ? `university:${universityId ?? ''}` : 'public';
  return `${scope}:${folded}`;
}

/** The server's 400 for a taken name: its message contains 'name already exists' (spec §5), also on `name`. */
export function nameTaken(): AppError {
  return AppError.validation({ name: COMMUNITY_MESSAGES.nameTaken }, COMMUNITY_MESSAGES.nameTaken);
}

/** Claims `nameKey` for a community (a unique insert; two racing claims: one wins) or throws nameTaken. */
export async function claimName(ctx: CommunitiesContext, nameKey: string, communityId: string): Promise<void> {
  if (!(await ctx.store.claimName(nameKey, communityId))) throw nameTaken();
}
