import type { ReleaseRecord } from './release-record';

/** One file of a release, relative to its root (`remoteEntry.js`, `123.3f9a1c2b.js.br`, ...). */
export interface ReleaseFile {
  name: string;
  body: Buffer;
}

/**
 * Where releases and their records live. The embedded default is a directory the gateway serves
 * (fs-release-store.ts); production uses an S3-compatible bucket behind a CDN (s3-release-store.ts).
 */
export interface ReleaseStore {
  readonly kind: 'fs' | 's3';
  /** The record of a remote, or null when it was never released. */
  readRecord(remote: string): Promise<ReleaseRecord | null>;
  writeRecord(record: ReleaseRecord): Promise<void>;
  /** Writes a release's files; refuses when the version already has files (releases are immutable). */
  putRelease(remote: string, version: string, files: ReleaseFile[]): Promise<void>;
  /** The URL (absolute, or gateway-relative for the embedded store) of a release's mf-manifest.json. */
  manifestUrl(remote: string, version: string): string;
}
