import type { Readable } from 'node:stream';

export interface UploadTargetRequest {
  key: string;
  contentType: string;
  size: number;
  /** When the URL is signed (the service clock) and until when it is valid. */
  issuedAt: Date;
  expiresAt: Date;
}

export interface UploadTarget {
  url: string;
  /** Headers the client must send with the PUT (they are part of the signature). */
  headers: Record<string, string>;
}

/**
 * How `GET /api/v1/media/<key>` answers for a stored object. A file is served as `path` below
 * `root`: only the part below the storage root is checked (dot folders above it, e.g. `.data/`, are
 * the operator's choice), and the relative path is never allowed to leave the root.
 */
export type PublicObject =
  | { kind: 'file'; root: string; path: string }
  | { kind: 'redirect'; url: string; maxAgeSeconds: number };

/**
 * Where uploaded bytes live. Two areas: `incoming` (what the client sent, never readable by
 * others) and `public` (the re-encoded image, readable by key). Objects appear in either area
 * only complete: writers use a temporary name and rename (local) or a single PUT (S3).
 */
export interface StorageDriver {
  readonly kind: 'local' | 's3';
  /** A short-lived URL the client PUTs the bytes to, bound to key, type, size and expiry. */
  createUploadTarget(request: UploadTargetRequest): Promise<UploadTarget>;
  /**
   * Only drivers whose upload URL points at this service (local): store a stream as the incoming
   * object. The stream is already size-limited by the caller; on error nothing remains.
   */
  writeIncoming?(key: string, source: Readable): Promise<void>;
  /** The first `limit + 1` bytes of the incoming object (enough to see it is too big), or null. */
  readIncoming(key: string, limit: number): Promise<Buffer | null>;
  deleteIncoming(key: string): Promise<void>;
  putPublic(key: string, data: Buffer, contentType: string): Promise<void>;
  deletePublic(key: string): Promise<void>;
  /** The URL media items carry. */
  publicUrl(key: string): string;
  /** How to serve a public object, or null when it does not exist. */
  openPublic(key: string): Promise<PublicObject | null>;
}

/** Cache header for re-encoded images: a key never changes content. */
export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** `/api/v1/media/<key>`, absolute when a public base URL is configured. */
export function mediaRouteUrl(publicBaseUrl: string, key: string): string {
  return `${publicBaseUrl}/api/v1/media/${key}`;
}
