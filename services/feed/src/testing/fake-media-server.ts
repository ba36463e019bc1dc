import http from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  mediaAttachRequestSchema,
  mediaDetachRequestSchema,
  type MediaAttachRequest,
} from '@campusloop/contracts';
import { newId } from '@campusloop/service-kit';

export interface MediaCall {
  path: string;
  body: unknown;
}

export interface FakeMedia {
  url: string;
  calls: MediaCall[];
  /** The next call answers this instead (e.g. 400 with an error body, or 500). */
  failNext(status: number, body?: unknown): void;
  /** Answer file names even for anonymous uploads (a media bug the feed must not pass on). */
  keepFilenames(keep: boolean): void;
  close(): Promise<void>;
}

function readJson(req: http.IncomingMessage): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      try {
        resolve(JSON.parse(Buffer.concat(chunks).toString('utf8') || 'null'));
      } catch (error) {
        reject(error);
      }
    });
    req.on('error', reject);
  });
}

function answer(res: http.ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

function attachedItems(request: MediaAttachRequest, keepFilenames: boolean) {
  return request.descriptors.map((descriptor) => ({
    id: newId(),
    url: `/api/v1/media/${descriptor.s3Key}`,
    isDefault: false,
    s3Key: descriptor.s3Key,
    ...(request.isAnonymous && !keepFilenames ? {} : { originalFilename: descriptor.originalFilename }),
    contentType: descriptor.contentType,
    fileSize: descriptor.fileSize,
  }));
}

/**
 * A stand-in for the media service's internal routes on 127.0.0.1:0, so the feed's real HTTP
 * client is exercised (outbound HTTP faked at the network edge). It checks requests against the
 * media contracts and answers like media would.
 */
export async function startFakeMedia(): Promise<FakeMedia> {
  const calls: MediaCall[] = [];
  let failure: { status: number; body: unknown } | undefined;
  let filenamesKept = false;

  const server = http.createServer((req, res) => {
    readJson(req).then(
      (body) => {
        calls.push({ path: req.url ?? '', body });
        if (failure) {
          const { status, body: failureBody } = failure;
          failure = undefined;
          answer(
            res,
            status,
            failureBody ?? {
              status,
              code: 'INTERNAL_ERROR',
              message: 'Server error. Please try again later.',
            },
          );
          return;
        }
        if (req.method === 'POST' && req.url === '/internal/uploads/attach') {
          const parsed = mediaAttachRequestSchema.safeParse(body);
          if (!parsed.success)
            return answer(res, 400, {
              status: 400,
              code: 'VALIDATION_ERROR',
              message: 'Invalid attach request',
            });
          return answer(res, 200, { items: attachedItems(parsed.data, filenamesKept) });
        }
        if (req.method === 'POST' && req.url === '/internal/uploads/detach') {
          const parsed = mediaDetachRequestSchema.safeParse(body);
          if (!parsed.success)
            return answer(res, 400, {
              status: 400,
              code: 'VALIDATION_ERROR',
              message: 'Invalid detach request',
            });
          return answer(res, 200, { detached: parsed.data.ids?.length ?? 1 });
        }
        answer(res, 404, {
          status: 404,
          code: 'NOT_FOUND',
          message: 'The requested resource was not found.',
        });
      },
      () =>
        answer(res, 400, { status: 400, code: 'BAD_REQUEST', message: 'Request body is not valid JSON.' }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    failNext(status, body) {
      failure = { status, body };
    },
    keepFilenames(keep) {
      filenamesKept = keep;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
