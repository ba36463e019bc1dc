import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { AppError } from '@campusloop/service-kit';
import { uploadDescriptor } from '../testing/feed-test-kit';
import { createHttpMediaClient } from './http-media-client';

const attachRequest = {
  userId: 'userAbcdefg',
  context: 'POST' as const,
  referenceId: 'postAbcdefg',
  descriptors: [uploadDescriptor()],
};

async function serverAnswering(
  status: number,
  body: string,
): Promise<{ url: string; close(): Promise<void> }> {
  const server = http.createServer((_req, res) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function failure(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe('media client', () => {
  it('answers 503 with the spec text when media cannot be reached', async () => {
    const closed = await serverAnswering(200, '{}');
    await closed.close();
    const client = createHttpMediaClient({ baseUrl: closed.url, timeoutMs: 500 });

    const error = await failure(client.attach(attachRequest));

    expect(error.status).toBe(503);
    expect(error.message).toBe('Upload service temporarily unavailable. Please try again in a moment.');
  });

  it('answers 503 when media answers something that is not an attach response', async () => {
    const media = await serverAnswering(200, JSON.stringify({ items: [{ id: 'x' }] }));
    const client = createHttpMediaClient({ baseUrl: media.url });

    const error = await failure(client.attach(attachRequest));

    expect(error.status).toBe(503);
    await media.close();
  });

  it('answers 503 when media answers a 4xx that is not in the error shape', async () => {
    const media = await serverAnswering(404, '<html>not found</html>');
    const client = createHttpMediaClient({ baseUrl: `${media.url}/` });

    const error = await failure(client.detach({ context: 'POST', referenceId: 'postAbcdefg' }));

    expect(error.status).toBe(503);
    await media.close();
  });
});
