import { MAX_PEOPLE_PER_READ, internalPeopleResponseSchema, type Person } from '@campusloop/contracts';
import { REQUEST_ID_HEADER } from '../http/request-id';
import { currentRequestContext } from '../logging/request-context';

/** Identity's batch read of current person facts (`GET {IDENTITY_URL}/internal/people?ids=`). */
export type ReadPeople = (ids: string[]) => Promise<Person[]>;

export interface IdentityPeopleClientOptions {
  /** Identity's base URL (IDENTITY_URL), without a path. */
  baseUrl: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

/** Reads people from identity in chunks of MAX_PEOPLE_PER_READ; throws when identity does not answer per contract. */
export function createIdentityPeopleClient({
  baseUrl,
  timeoutMs = 3_000,
  fetch: fetchImpl = fetch,
}: IdentityPeopleClientOptions): ReadPeople {
  const base = baseUrl.replace(/\/+$/, '');
  return async (ids) => {
    const people: Person[] = [];
    for (let start = 0; start < ids.length; start += MAX_PEOPLE_PER_READ) {
      const chunk = ids.slice(start, start + MAX_PEOPLE_PER_READ);
      const requestId = currentRequestContext()?.requestId;
      const response = await fetchImpl(
        `${base}/internal/people?ids=${chunk.map(encodeURIComponent).join(',')}`,
        {
          headers: requestId ? { [REQUEST_ID_HEADER]: requestId } : {},
          signal: AbortSignal.timeout(timeoutMs),
        },
      );
      if (!response.ok) {
        await response.arrayBuffer().catch(() => undefined);
        throw new Error(`identity /internal/people answered HTTP ${response.status}`);
      }
      people.push(...internalPeopleResponseSchema.parse(await response.json()).people);
    }
    return people;
  };
}
