import { createHash, createHmac } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

export interface StrictS3Server {
  /** Endpoint for S3 clients and presigned URLs. */
  endpoint: string;
  bucket: string;
  region: string;
  credentials: { accessKeyId: string; secretAccessKey: string };
  close(): Promise<void>;
}

const encode = (value: string) =>
  encodeURIComponent(value).replace(/[!'()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();
const sha256Hex = (data: string) => createHash('sha256').update(data).digest('hex');

function amzDateToMs(value: string): number {
  const match = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(value);
  if (!match) return Number.NaN;
  const [, y, mo, d, h, mi, s] = match.map(Number) as number[];
  return Date.UTC(y as number, (mo as number) - 1, d, h, mi, s);
}

/**
 * Checks a presigned (query-string) AWS SigV4 request the way S3 does: signature over method,
 * path, query, the signed headers as actually sent (content-type, content-length, host) and expiry.
 * Returns an S3 error code, or undefined when the request is genuine.
 */
export function presignedRequestError(
  method: string,
  url: URL,
  headers: http.IncomingHttpHeaders,
  credentials: { accessKeyId: string; secretAccessKey: string },
  now = Date.now(),
): string | undefined {
  const query = url.searchParams;
  const credential = query.get('X-Amz-Credential') ?? '';
  const [accessKeyId, date, region, service] = credential.split('/');
  const amzDate = query.get('X-Amz-Date') ?? '';
  const expires = Number(query.get('X-Amz-Expires'));
  const signedHeaders = (query.get('X-Amz-SignedHeaders') ?? '').split(';');
  if (query.get('X-Amz-Algorithm') !== 'AWS4-HMAC-SHA256' || accessKeyId !== credentials.accessKeyId) return 'InvalidAccessKeyId';
  const signedAt = amzDateToMs(amzDate);
  if (!Number.isFinite(signedAt) || !Number.isFinite(expires) || now > signedAt + expires * 1000) return 'AccessDenied';

  const canonicalQuery = [...query.entries()]
    .filter(([name]) => name !== 'X-Amz-Signature')
    .map(([name, value]) => [encode(name), encode(value)] as const)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
  const canonicalHeaders = signedHeaders
    .map((name) => `${name}:${String(headers[name] ?? '').trim().replace(/\s+/g, ' ')}\n`)
    .join('');
  const canonicalRequest = [
    method,
    url.pathname,
    canonicalQuery,
    canonicalHeaders,
    signedHeaders.join(';'),
    query.get('X-Amz-Content-Sha256') ?? 'UNSIGNED-PAYLOAD',
  ].join('\n');
  const scope = [date, region, service, 'aws4_request'].join('/');
  const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256Hex(canonicalRequest)].join('\n');
  const signingKey = hmac(hmac(hmac(hmac(`AWS4${credentials.secretAccessKey}`, date ?? ''), region ?? ''), service ?? ''), 'aws4_request');
  const expected = hmac(signingKey, stringToSign).toString('hex');
  return expected === query.get('X-Amz-Signature') ? undefined : 'SignatureDoesNotMatch';
}

function s3ErrorXml(code: string): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${code}</Message></Error>`;
}

/**
 * s3rver (an S3-compatible server on this machine) behind a small front that verifies presigned
 * URLs' SigV4 signatures, which s3rver itself skips: so the tests see what real S3 refuses
 * (tampered signature, other content type or length, expiry). Requests signed with an
 * Authorization header (the SDK's own calls) pass straight through.
 */
export async function startStrictS3Server(bucket = 'campusloop-media-test'): Promise<StrictS3Server> {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'campusloop-s3rver-'));
  const s3rver = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket }] });
  const backend = await s3rver.run();
  // s3rver's default account.
  const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

  const front = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://front');
    if (url.searchParams.has('X-Amz-Signature')) {
      const error = presignedRequestError(req.method ?? 'GET', url, req.headers, credentials);
      if (error) {
        req.resume();
        res.writeHead(403, { 'Content-Type': 'application/xml' }).end(s3ErrorXml(error));
        return;
      }
    }
    const upstream = http.request(
      { host: backend.address, port: backend.port, method: req.method, path: req.url, headers: req.headers },
      (upstreamRes) => {
        res.writeHead(upstreamRes.statusCode ?? 502, upstreamRes.headers);
        upstreamRes.pipe(res);
      },
    );
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => front.listen(0, '127.0.0.1', resolve));
  const { port } = front.address() as AddressInfo;

  return {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    region: 'us-east-1',
    credentials,
    async close() {
      front.closeAllConnections();
      await new Promise<void>((resolve) => front.close(() => resolve()));
      await s3rver.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
