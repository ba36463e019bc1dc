import {
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { cacheControlFor, contentTypeOf } from './asset-headers';
import { ReleaseError, releaseRecordSchema, type ReleaseRecord } from './release-record';
import type { ReleaseFile, ReleaseStore } from './release-store';

export interface S3ReleaseStoreOptions {
  bucket: string;
  region: string;
  /** An S3-compatible server (MinIO, R2, s3rver...); unset → AWS. Path-style addressing when set. */
  endpoint?: string;
  /** Unset → the AWS default credential chain. */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** Key prefix inside the bucket, e.g. `frontends/` (may be empty). */
  prefix: string;
  /** The public origin (CDN or public bucket) that serves `<prefix><remote>/<version>/<file>`. */
  publicBaseUrl: string;
}

function isMissing(error: unknown): boolean {
  return (
    error instanceof S3ServiceException &&
    (error.name === 'NoSuchKey' || error.name === 'NotFound' || error.$metadata.httpStatusCode === 404)
  );
}

/** The type a browser needs for `<file>` (a precompressed `<file>.br` keeps the type of `<file>`). */
function typeOf(name: string): string {
  return contentTypeOf(name.replace(/\.(?:br|gz)$/, ''));
}

function encodingOf(name: string): string | undefined {
  if (name.endsWith('.br')) return 'br';
  if (name.endsWith('.gz')) return 'gzip';
  return undefined;
}

/**
 * The production release store: files and records in an S3-compatible bucket, served to browsers by
 * its public origin (a CDN). Objects carry the same Cache-Control the gateway would send (hashed
 * chunks immutable, entry files revalidated). The `.br`/`.gz` siblings are uploaded with their
 * Content-Encoding for CDNs that pick them by Accept-Encoding; others compress on the fly.
 */
export function createS3ReleaseStore(options: S3ReleaseStoreOptions): ReleaseStore & { client: S3Client } {
  const client = new S3Client({
    region: options.region,
    ...(options.endpoint ? { endpoint: options.endpoint, forcePathStyle: true } : {}),
    ...(options.credentials ? { credentials: options.credentials } : {}),
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const key = (...parts: string[]) => `${options.prefix}${parts.join('/')}`;
  const base = options.publicBaseUrl.replace(/\/$/, '');
  return {
    kind: 's3',
    client,
    async readRecord(remote) {
      try {
        const result = await client.send(
          new GetObjectCommand({ Bucket: options.bucket, Key: key(remote, 'record.json') }),
        );
        const text = (await result.Body?.transformToString('utf8')) ?? '';
        return releaseRecordSchema.parse(JSON.parse(text));
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async writeRecord(record: ReleaseRecord) {
      await client.send(
        new PutObjectCommand({
          Bucket: options.bucket,
          Key: key(record.remote, 'record.json'),
          Body: `${JSON.stringify(record, null, 2)}\n`,
          ContentType: 'application/json',
          CacheControl: 'no-cache',
        }),
      );
    },
    async putRelease(remote, version, files: ReleaseFile[]) {
      try {
        await client.send(
          new HeadObjectCommand({ Bucket: options.bucket, Key: key(remote, version, 'mf-manifest.json') }),
        );
        throw new ReleaseError(
          `${remote} ${version} already exists in s3://${options.bucket}/${key(remote, version)}`,
        );
      } catch (error) {
        if (!isMissing(error)) throw error;
      }
      // The manifest goes last: a release without it is not loadable, so a failed upload is never half-live.
      const ordered = [
        ...files.filter((file) => file.name !== 'mf-manifest.json'),
        ...files.filter((file) => file.name === 'mf-manifest.json'),
      ];
      for (const file of ordered) {
        const encoding = encodingOf(file.name);
        await client.send(
          new PutObjectCommand({
            Bucket: options.bucket,
            Key: key(remote, version, file.name),
            Body: file.body,
            ContentType: typeOf(file.name),
            CacheControl: cacheControlFor(file.name.replace(/\.(?:br|gz)$/, '')),
            ...(encoding ? { ContentEncoding: encoding } : {}),
          }),
        );
      }
    },
    manifestUrl(remote, version) {
      return `${base}/${key(remote, version, 'mf-manifest.json')}`;
    },
  };
}
