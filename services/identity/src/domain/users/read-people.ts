import type { InternalPeopleResponse } from '@campusloop/contracts';
import { trusted } from '@campusloop/service-kit';
import type { IdentityContext } from '../identity-context';
import { personOf } from './person-facts';

/** GET /internal/people?ids=: the current facts of these users (unknown ids are left out). */
export async function readPeople(ctx: IdentityContext, ids: string[]): Promise<InternalPeopleResponse> {
  const users = await ctx.models.users.find({ _id: trusted({ $in: ids }) }).lean();
  return { people: users.map(personOf) };
}
