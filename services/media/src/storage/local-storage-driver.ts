import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, open, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { MEDIA_KEY_PATTERN } from '@campusloop/contracts';
import { signUpload } from '../domain/upload-signature';
import { mediaRouteUrl, type PublicObject, type StorageDriver, type UploadTarget, type UploadTargetRequest } from './storage-driver';

export interface LocalStorageOptions {
  /** Absolute directory; `incoming/`, `public/` and `tmp/` are created below it. */
  dir: string;
  signingSecret: string;
  /** '' for origin-relative URLs. */
  publicBaseUrl: string;
}

/**
 * The embedded default: files under MEDIA_DIR, uploads PUT to this service
 * (`/api/v1/uploads/blob/<key>?expires&sig`, HMAC-signed), reads served by this service.
 */
export class LocalStorageDriver implements StorageDriver {
  readonly kind = 'local' as const;
  private readonly incomingDir: string;
  private readonly publicDir: string;
  private readonly tmpDir: string;

  constructor(private readonly options: LocalStorageOptions) {
    this.incomingDir = path.join(options.dir, 'incoming');
    this.publicDir = path.join(options.dir, 'public');
    this.tmpDir = path.join(options.dir, 'tmp');
  }

  /** Keys are validated before they become paths, so `..` can never escape the directory. */
  private pathIn(area: string, key: string): string {
    if (!MEDIA_KEY_PATTERN.test(key)) throw new Error(`not a media key: ${key}`);
    return path.join(area, ...key.split('/'));
  }

  private async tmpFile(): Promise<string> {
    await mkdir(this.tmpDir, { recursive: true });
    return path.join(this.tmpDir, `${randomBytes(12).toString('hex')}.part`);
  }

  /** Writes via a temporary file and renames, so readers never see a partial file. */
  private async writeAtomically(target: string, write: (tmp: string) => Promise<void>): Promise<void> {
    const tmp = await this.tmpFile();
    try {
      await write(tmp);
      await mkdir(path.dirname(target), { recursive: true });
      await rename(tmp, target);
    } catch (error) {
      await rm(tmp, { force: true });
      throw error;
    }
  }

  async createUploadTarget({ key, contentType, size, expiresAt }: UploadTargetRequest): Promise<UploadTarget> {
    const expires = Math.floor(expiresAt.getTime() / 1000);
    const sig = signUpload(this.options.signingSecret, { key, contentType, size, expires });
    const query = new URLSearchParams({ expires: String(expires), sig });
    return {
      url: `${this.options.publicBaseUrl}/api/v1/uploads/blob/${key}?${query.toString()}`,
      headers: { 'Content-Type': contentType },
    };
  }

  async writeIncoming(key: string, source: Readable): Promise<void> {
    await this.writeAtomically(this.pathIn(this.incomingDir, key), (tmp) =>
      pipeline(source, createWriteStream(tmp, { flags: 'wx' })),
    );
  }

  async readIncoming(key: string, limit: number): Promise<Buffer | null> {
    let handle;
    try {
      handle = await open(this.pathIn(this.incomingDir, key), 'r');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
    try {
      const { size } = await handle.stat();
      const buffer = Buffer.alloc(Math.min(size, limit + 1));
      const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0);
      return buffer.subarray(0, bytesRead);
    } finally {
      await handle.close();
    }
  }

  async deleteIncoming(key: string): Promise<void> {
    await rm(this.pathIn(this.incomingDir, key), { force: true });
  }

  async putPublic(key: string, data: Buffer): Promise<void> {
    await this.writeAtomically(this.pathIn(this.publicDir, key), async (tmp) => {
      const handle = await open(tmp, 'wx');
      try {
        await handle.writeFile(data);
        await handle.sync();
      } finally {
        await handle.close();
      }
    });
  }

  async deletePublic(key: string): Promise<void> {
    await rm(this.pathIn(this.publicDir, key), { force: true });
  }

  publicUrl(key: string): string {
    return mediaRouteUrl(this.options.publicBaseUrl, key);
  }

  async openPublic(key: string): Promise<PublicObject | null> {
    const file = this.pathIn(this.publicDir, key);
    try {
      const stats = await stat(file);
      return stats.isFile() ? { kind: 'file', root: this.publicDir, path: key } : null;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }
}
