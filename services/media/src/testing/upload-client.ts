import http from 'node:http';
import type { PresignResponse } from '@campusloop/contracts';

export interface PutResult {
  status: number;
  text: string;
}

/** What a refused PUT said: our JSON error message, or S3's XML error code. */
export function refusalReason(result: PutResult): string {
  if (result.text.trimStart().startsWith('<')) return /<Code>([^<]*)<\/Code>/.exec(result.text)?.[1] ?? result.text;
  try {
    return (JSON.parse(result.text) as { message?: string }).message ?? result.text;
  } catch {
    return result.text;
  }
}

/** PUTs bytes to a presigned URL the way a browser does (the presign's headers, Content-Length set). */
export async function putUpload(
  url: string,
  presign: Pick<PresignResponse, 'headers'>,
  body: Buffer,
  headers: Record<string, string> = {},
): Promise<PutResult> {
  const response = await fetch(url, { method: 'PUT', headers: { ...presign.headers, ...headers }, body: new Uint8Array(body) });
  return { status: response.status, text: await response.text() };
}

/**
 * PUTs `total` bytes with chunked transfer encoding (no Content-Length), starting with `head`,
 * so the receiver can only find out the size while the bytes stream in.
 */
export function putChunked(url: string, headers: Record<string, string>, head: Buffer, total: number): Promise<PutResult> {
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method: 'PUT', headers: { ...headers, 'Transfer-Encoding': 'chunked' } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString() }));
    });
    request.on('error', reject);
    let sent = 0;
    const chunk = Buffer.alloc(64 * 1024, 0x41);
    const writeMore = () => {
      if (sent === 0) {
        request.write(head);
        sent = head.length;
      }
      while (sent < total) {
        const piece = chunk.subarray(0, Math.min(chunk.length, total - sent));
        sent += piece.length;
        if (!request.write(piece)) {
          request.once('drain', writeMore);
          return;
        }
      }
      request.end();
    };
    writeMore();
  });
}
