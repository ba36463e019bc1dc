import { z } from 'zod';

/** A version name: `<UTC time>-<content hash>`, safe in a URL path and a file name. */
export const RELEASE_VERSION = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;

export const releaseSchema = z.object({
  version: z.string().regex(RELEASE_VERSION),
  createdAt: z.string(),
  /** sha256 over the release's files (names and bytes): what makes the version immutable. */
  contentHash: z.string(),
  files: z.number().int().nonnegative(),
  bytes: z.number().int().nonnegative(),
  /** The git commit the release was built from, when known. */
  commit: z.string().optional(),
});

export type Release = z.infer<typeof releaseSchema>;

/**
 * Everything recorded about one remote: its releases (oldest first), the live one (`null` → the
 * gateway falls back to the built `dist/<remote>`), and the promotion history `rollback` walks back.
 */
export const releaseRecordSchema = z.object({
  remote: z.string(),
  releases: z.array(releaseSchema),
  live: z.string().nullable(),
  history: z.array(z.string()),
});

export type ReleaseRecord = z.infer<typeof releaseRecordSchema>;

export function emptyRecord(remote: string): ReleaseRecord {
  return { remote, releases: [], live: null, history: [] };
}

export class ReleaseError extends Error {}

/** The record with one more release (not live yet). A version is written once: never replaced. */
export function addRelease(record: ReleaseRecord, release: Release): ReleaseRecord {
  if (record.releases.some((existing) => existing.version === release.version)) {
    throw new ReleaseError(`${record.remote} ${release.version} is already released; releases are immutable`);
  }
  return { ...record, releases: [...record.releases, release] };
}

/** Points the live manifest at `version` (which must be released) and remembers it for rollback. */
export function promote(record: ReleaseRecord, version: string): ReleaseRecord {
  if (!record.releases.some((release) => release.version === version)) {
    throw new ReleaseError(`${record.remote} has no release ${version} (see \`npm run release -- list\`)`);
  }
  if (record.live === version) return record;
  return { ...record, live: version, history: [...record.history, version] };
}

/** Returns to the version promoted before the live one (or to the built `dist/` remote when there is none). */
export function rollback(record: ReleaseRecord): ReleaseRecord {
  if (record.live === null) throw new ReleaseError(`${record.remote} has no live release to roll back`);
  const history = record.history.slice(0, -1);
  return { ...record, live: history.at(-1) ?? null, history };
}
