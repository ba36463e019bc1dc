import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { mediaAttachRequestSchema, mediaDetachRequestSchema, type MediaAttachRequest } from '@campusloop/contracts';
import { newId } from '../ids/new-id';
import { SERVICE_AUTH_REQUIRED_MESSAGE } from '../service-auth/service-auth';
import { testServiceAuth } from './test-service-auth';

export interface FakeMediaCall {
  path: string;
  body: unknown;
}

export interface FakeMediaServer {
  /** Base URL to pass as MEDIA_URL (http://127.0.0.1:<port>). */
  url: string;
  /** Every request received, oldest first. */
  calls: FakeMediaCall[];
  /** The next request answers this status (with `body`, or a generic server error) instead. */
  failNext(status: number, body?: unknown): void;
  /** Answer file names even for anonymous uploads (a media bug the caller must not pass on). Default false. */
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

const invalid = (what: string) => ({ status: 400, code: 'VALIDATION_ERROR', message: `Invalid ${what} request` });

/** Media items as media answers them: a fresh id, the public read URL, and the descriptor's facts. */
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

function route(
  method: string | undefined,
  path: string | undefined,
  body: unknown,
  keepFilenames: boolean,
): { status: number; body: unknown } {
  if (method === 'POST' && path === '/internal/uploads/attach') {
    const parsed = mediaAttachRequestSchema.safeParse(body);
    if (!parsed.success) return { status: 400, body: invalid('attach') };
    return { status: 200, body: { items: attachedItems(parsed.data, keepFilenames) } };
  }
  if (method === 'POST' && path === '/internal/uploads/detach') {
    const parsed = mediaDetachRequestSchema.safeParse(body);
    return parsed.success ? { status: 200, body: { detached: parsed.data.ids?.length ?? 1 } } : { status: 400, body: invalid('detach') };
  }
  return { status: 404, body: { status: 404, code: 'NOT_FOUND', message: 'The requested resource was not found.' } };
}

const serviceAuth = testServiceAuth('media');

/**
 * A stand-in for the media service's internal routes on 127.0.0.1:0, so a service's real HTTP client
 * is exercised (outbound HTTP faked at the network edge). Like media, it refuses calls without a valid
 * service token (401, signed with TEST_SERVICE_SECRET: pass `testServiceAuth().fetch` as the client's
 * fetch); requests are checked against the media contracts and answered as media would.
 */
export async function startFakeMediaServer(): Promise<FakeMediaServer> {
  const calls: FakeMediaCall[] = [];
  let failure: { status: number; body: unknown } | undefined;
  let filenamesKept = false;

  const server = http.createServer((req, res) => {
    readJson(req).then(
      async (body) => {
        const token = /^Bearer (\S+)$/.exec(req.headers.authorization ?? '')?.[1];
        const caller = token ? await serviceAuth.verify(token).catch(() => undefined) : undefined;
        if (!caller) {
          return answer(res, 401, { status: 401, code: 'UNAUTHORIZED', message: SERVICE_AUTH_REQUIRED_MESSAGE });
        }
        calls.push({ path: req.url ?? '', body });
        if (failure) {
          const { status, body: failureBody } = failure;
          failure = undefined;
          return answer(res, status, failureBody ?? { status, code: 'INTERNAL_ERROR', message: 'Server error. Please try again later.' });
        }
        const reply = route(req.method, req.url, body, filenamesKept);
        return answer(res, reply.status, reply.body);
      },
      () => answer(res, 400, { status: 400, code: 'BAD_REQUEST', message: 'Request body is not valid JSON.' }),
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
