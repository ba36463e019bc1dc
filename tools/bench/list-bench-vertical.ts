// What one vertical hands `npm run bench:lists` (tools/bench/lists-bench.ts): how to start its service
// on a database, and how to seed its lists and where to read them. One file per vertical in
// tools/bench/lists/<vertical>.ts default-exports a ListBenchVertical; lists-bench.ts finds every file
// there by itself, so adding a vertical's lists touches no shared file.
import type { Connection } from 'mongoose';
import type http from 'node:http';
import type { Logger, ServiceAuth, TokenVerifier } from '@campusloop/service-kit';

/** The signed-in, verified student every list is read as (owner of a share of the seeded rows). */
export interface ListBenchViewer {
  viewerId: string;
  universityId: string;
}

/** What the bench gives a vertical's service in its child process. */
export interface ListBenchServiceDeps {
  connection: Connection;
  logger: Logger;
  verifier: TokenVerifier;
  serviceAuth: ServiceAuth;
}

/** One list to time: GET `/api/v1${path}?page=0&size=20` through the gateway. */
export interface BenchList {
  /** Shown in the table, e.g. `events upcoming`; unique across verticals. */
  name: string;
  /** Filled path below /api/v1 (take the template from the contracts' *-paths module, `fillPath`); may carry its own query (`?universityId=…`). */
  path: string;
  /** `totalElements` the first page must report; defaults to the seeded count. */
  total?: number;
}

export interface ListBenchVertical {
  /** The vertical's name in tools/verticals/verticals.json: the gateway reaches it through its `urlEnv`. */
  name: string;
  /** Builds the service's app (child process, production mode) and runs its start-up work (indexes). */
  serve(deps: ListBenchServiceDeps): Promise<http.RequestListener>;
  /**
   * Writes `count` rows into every list of the vertical on `connection` (bulk inserts in the shape the
   * service writes, plus whatever index the service's list reads), and returns the lists, in the order
   * they are printed. Called once per size, each time on a fresh database.
   */
  seed(connection: Connection, options: { count: number; viewer: ListBenchViewer }): Promise<BenchList[]>;
}
