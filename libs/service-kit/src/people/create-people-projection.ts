import { Router } from 'express';
import type { Connection } from 'mongoose';
import type { Person } from '@campusloop/contracts';
import { keyedLockOf } from '../data/keyed-lock';
import { trusted } from '../data/trusted';
import type { Logger } from '../logging/logger';
import { createIdempotentConsumer } from '../outbox/idempotent-consumer';
import { applyPerson, type ApplyOutcome } from './apply-person';
import { createIdentityPeopleClient, type ReadPeople } from './identity-people-client';
import { peopleEventsRouter } from './people-events-router';
import { personModel, toPerson } from './person-model';

export interface PeopleProjectionOptions {
  /** The service's own database connection (collection `people`, plus `processed_events`). */
  connection: Connection;
  logger: Logger;
  /** Identity's base URL: rows this service never received are read from identity on a miss. */
  identityUrl?: string;
  /** Instead of `identityUrl` (tests pass a fake). */
  readPeople?: ReadPeople;
  /** How identity is called (ServiceAuth.fetch: its internal routes want a service token). */
  fetch?: typeof fetch;
  now?: () => Date;
}

export interface PeopleProjection {
  /** Mount at `/internal` (createServiceApp's `internal`): `POST /internal/events/people` receives `user.updated`. */
  internalRouter: Router;
  /**
   * The people of one page, by id. Rows missing here are read from identity (and kept); if identity
   * cannot answer they are simply absent (present them with a fallback, never fail the page).
   */
  loadPeople(ids: Iterable<string>): Promise<Map<string, Person>>;
  /** One person as identity knows them now (identity first, the local row if identity is down). */
  loadFresh(id: string): Promise<Person | undefined>;
  /** Stores a person unless a newer or equal version is there (what the consumer route calls). */
  apply(person: Person): Promise<ApplyOutcome>;
}

/**
 * The local copy of identity's people every service that shows people keeps (issue 9): fed by an
 * idempotent consumer of `user.updated`, ordered by `version`, batch-read per page, backfilled from
 * identity's `/internal/people` on a miss (so a service started after its users still shows names).
 */
export function createPeopleProjection(options: PeopleProjectionOptions): PeopleProjection {
  const People = personModel(options.connection);
  const lock = keyedLockOf(options.connection);
  const now = options.now ?? (() => new Date());
  const logger = options.logger.child({ component: 'people' });
  const readPeople =
    options.readPeople ??
    (options.identityUrl
      ? createIdentityPeopleClient({ baseUrl: options.identityUrl, ...(options.fetch ? { fetch: options.fetch } : {}) })
      : undefined);
  const consumer = createIdempotentConsumer({ connection: options.connection });

  const apply = (person: Person) => applyPerson(People, lock, person, now());

  /** Identity's answer for `ids`, stored; undefined when identity cannot be asked or fails. */
  async function fromIdentity(ids: string[]): Promise<Person[] | undefined> {
    if (!readPeople || ids.length === 0) return undefined;
    try {
      const people = await readPeople(ids);
      await Promise.all(people.map((person) => apply(person)));
      return people;
    } catch (error) {
      logger.warn(
        { err: error, count: ids.length },
        'could not read people from identity; showing what is stored',
      );
      return undefined;
    }
  }

  async function loadPeople(ids: Iterable<string>): Promise<Map<string, Person>> {
    const wanted = [...new Set(ids)].filter((id) => typeof id === 'string' && id.length > 0);
    const found = new Map<string, Person>();
    if (wanted.length === 0) return found;
    const rows = await People.find({ _id: trusted({ $in: wanted }) }).lean();
    for (const row of rows) found.set(row._id, toPerson(row));
    const missing = wanted.filter((id) => !found.has(id));
    for (const person of (await fromIdentity(missing)) ?? []) {
      const stored = found.get(person.id);
      if (!stored || stored.version < person.version) found.set(person.id, person);
    }
    return found;
  }

  return {
    internalRouter: peopleEventsRouter({ consumer, apply, logger }),
    loadPeople,
    async loadFresh(id) {
      const fresh = (await fromIdentity([id]))?.find((person) => person.id === id);
      if (fresh) {
        const row = await People.findById(id).lean();
        // A newer event may have landed meanwhile: the newest version wins here too.
        return row && row.version > fresh.version ? toPerson(row) : fresh;
      }
      const row = await People.findById(id).lean();
      return row ? toPerson(row) : undefined;
    },
    apply,
  };
}
