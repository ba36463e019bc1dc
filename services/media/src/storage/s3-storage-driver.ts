import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { IMMUTABLE_CACHE_CONTROL, mediaRouteUrl, type PublicObject, type StorageDriver, type UploadTarget, type UploadTargetRequest } from './storage-driver';

export interface S3StorageOptions {
  bucket: string;
  region: string;
  /** An S3-compatible server (MinIO, R2, s3rver...); unset → AWS. Path-style addressing when set. */
  endpoint?: string;
  /** Unset → the AWS default credential chain. */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** Public bucket or CDN origin serving `<key>`; unset → reads redirect to a presigned GET. */
  publicBaseUrl?: string;
  /** Origin of this service's public URLs ('' → origin-relative). */
  mediaBaseUrl: string;
  /** Lifetime of presigned GET URLs. Default 1 h. */
  readUrlTtlSeconds?: number;
}

const INCOMING_PREFIX = 'incoming/';

function isMissing(error: unknown): boolean {
  return (
    error instanceof NoSuchKey ||
    (error instanceof S3ServiceException && (error.name === 'NoSuchKey' || error.$metadata.httpStatusCode === 404))
  );
}

/**
 * Production storage: the client PUTs to a presigned URL under `incoming/` (content type and
 * length are signed, so S3 refuses anything else), the service re-encodes into `<key>`.
 * Keep `incoming/` private and give it a 1-day lifecycle rule as a backstop.
 */
export class S3StorageDriver implements StorageDriver {
  readonly kind = 's3' as const;
  readonly client: S3Client;

  constructor(private readonly options: S3StorageOptions) {
    this.client = new S3Client({
      region: options.region,
      ...(options.endpoint ? { endpoint: options.endpoint, forcePathStyle: true } : {}),
      ...(options.credentials ? { credentials: options.credentials } : {}),
      // Presigned PUTs from browsers cannot compute the SDK's default CRC32 checksum.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  get bucket(): string {
    return this.options.bucket;
  }

  async createUploadTarget({ key, contentType, size, issuedAt, expiresAt }: UploadTargetRequest): Promise<UploadTarget> {
    const command = new PutObjectCommand({
      Bucket: this.options.bucket,
      Key: INCOMING_PREFIX + key,
      ContentType: contentType,
      ContentLength: size,
    });
    const url = await getSignedUrl(this.client, command, {
      signingDate: issuedAt,
      expiresIn: Math.max(1, Math.round((expiresAt.getTime() - issuedAt.getTime()) / 1000)),
      signableHeaders: new Set(['content-type', 'content-length']),
    });
    return { url, headers: { 'Content-Type': contentType } };
  }

  async readIncoming(key: string, limit: number): Promise<Buffer | null> {
    try {
      const result = await this.client.send(
        new GetObjectCommand({ Bucket: this.options.bucket, Key: INCOMING_PREFIX + key, Range: `bytes=0-${limit}` }),
      );
      if (!result.Body) return Buffer.alloc(0);
      return Buffer.from(await result.Body.transformToByteArray());
    } catch (error) {
      if (isMissing(error)) return null;
      // An empty object has no byte 0: S3 answers 416 to the range.
      if (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 416) return Buffer.alloc(0);
      throw error;
    }
  }

  async deleteIncoming(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.options.bucket, Key: INCOMING_PREFIX + key }));
  }

  async putPublic(key: string, data: Buffer, contentType: string): Promise<void> {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.options.bucket,
        Key: key,
        Body: data,
        ContentType: contentType,
        ContentLength: data.length,
        CacheControl: IMMUTABLE_CACHE_CONTROL,
      }),
    );
  }

  async deletePublic(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.options.bucket, Key: key }));
  }

  publicUrl(key: string): string {
    return this.options.publicBaseUrl ? `${this.options.publicBaseUrl}/${key}` : mediaRouteUrl(this.options.mediaBaseUrl, key);
  }

  async openPublic(key: string): Promise<PublicObject | null> {
    if (this.options.publicBaseUrl) {
      return { kind: 'redirect', url: `${this.options.publicBaseUrl}/${key}`, maxAgeSeconds: 86_400 };
    }
    const ttl = this.options.readUrlTtlSeconds ?? 3600;
    const url = await getSignedUrl(this.client, new GetObjectCommand({ Bucket: this.options.bucket, Key: key }), {
      expiresIn: ttl,
    });
    // Cached for less than the URL lives, so a cached redirect never points at an expired URL.
    return { kind: 'redirect', url, maxAgeSeconds: Math.floor(ttl * 0.8) };
  }

  destroy(): void {
    this.client.destroy();
  }
}
