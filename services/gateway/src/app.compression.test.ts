import http from 'node:http';
import zlib from 'node:zlib';
import { startFakeUpstream, type FakeUpstream } from './testing/fake-upstream';
import { startTestGateway, type TestGateway } from './testing/start-test-gateway';

interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The bytes as they came over the wire (not decoded). */
  raw: Buffer;
}

/** A GET that shows the answer as sent (fetch would decode it silently). */
function rawRequest(url: string, headers: http.OutgoingHttpHeaders = {}, method = 'GET'): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, raw: Buffer.concat(chunks) }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

const BIG = {
  content: Array.from({ length: 60 }, (_, i) => ({
    id: `p${i}`,
    title: 'A post title',
    body: 'Some words '.repeat(5),
  })),
};
const SMALL = { ok: true };

describe('gateway compression of JSON API answers', () => {
  let feed: FakeUpstream;
  let gateway: TestGateway;
  const bigText = JSON.stringify(BIG);

  beforeAll(async () => {
    feed = await startFakeUpstream('feed', (req, res) => {
      const url = req.url ?? '';
      if (url.endsWith('/big')) {
        res.writeHead(200, {
          'content-type': 'application/json; charset=utf-8',
          'content-length': Buffer.byteLength(bigText),
          etag: '"v3"',
        });
        res.end(bigText);
      } else if (url.endsWith('/big-chunked')) {
        res.writeHead(200, { 'content-type': 'application/problem+json' });
        res.write(bigText.slice(0, 500));
        res.end(bigText.slice(500));
      } else if (url.endsWith('/small')) {
        res.writeHead(200, {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(JSON.stringify(SMALL)),
        });
        res.end(JSON.stringify(SMALL));
      } else if (url.endsWith('/text')) {
        res.writeHead(200, { 'content-type': 'text/plain' });
        res.end('x'.repeat(5_000));
      } else if (url.endsWith('/already')) {
        const gz = zlib.gzipSync(bigText);
        res.writeHead(200, {
          'content-type': 'application/json',
          'content-encoding': 'gzip',
          'content-length': gz.length,
        });
        res.end(gz);
      } else {
        res.writeHead(204);
        res.end();
      }
    });
    gateway = await startTestGateway({ FEED_URL: feed.url });
  });

  afterAll(async () => {
    await gateway.close();
    await feed.stop();
  });

  const url = (path: string) => `${gateway.url}/api/v1/feed/${path}`;

  it('when the client accepts brotli, then a large JSON answer comes brotli-compressed, Vary set, ETag kept', async () => {
    const answer = await rawRequest(url('big'), { 'accept-encoding': 'gzip, deflate, br' });

    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['vary']).toMatch(/accept-encoding/i);
    expect(answer.headers['content-length']).toBeUndefined();
    expect(answer.headers['etag']).toBe('"v3"');
    expect(answer.raw.length).toBeLessThan(Buffer.byteLength(bigText) / 3);
    expect(JSON.parse(zlib.brotliDecompressSync(answer.raw).toString('utf8'))).toEqual(BIG);
  });

  it('when the client accepts only gzip, then gzip; a +json answer of unknown length too', async () => {
    const sized = await rawRequest(url('big'), { 'accept-encoding': 'gzip' });
    const chunked = await rawRequest(url('big-chunked'), { 'accept-encoding': 'gzip;q=1, br;q=0' });

    expect(sized.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(sized.raw).toString('utf8'))).toEqual(BIG);
    expect(chunked.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(chunked.raw).toString('utf8'))).toEqual(BIG);
  });

  it('when the client accepts no encoding, then the answer is as the service sent it, with Vary', async () => {
    const plain = await rawRequest(url('big'));
    const refused = await rawRequest(url('big'), { 'accept-encoding': 'identity, gzip;q=0, br;q=0' });

    for (const answer of [plain, refused]) {
      expect(answer.headers['content-encoding']).toBeUndefined();
      expect(answer.headers['content-length']).toBe(String(Buffer.byteLength(bigText)));
      expect(answer.headers['vary']).toMatch(/accept-encoding/i);
      expect(JSON.parse(answer.raw.toString('utf8'))).toEqual(BIG);
    }
  });

  it('leaves small JSON, non-JSON, already encoded, HEAD and 204 answers alone', async () => {
    const accept = { 'accept-encoding': 'br, gzip' };
    const small = await rawRequest(url('small'), accept);
    const text = await rawRequest(url('text'), accept);
    const already = await rawRequest(url('already'), accept);
    const head = await rawRequest(url('big'), accept, 'HEAD');
    const empty = await rawRequest(url('nothing'), accept);

    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.headers['vary']).toMatch(/accept-encoding/i);
    expect(JSON.parse(small.raw.toString('utf8'))).toEqual(SMALL);
    expect(text.headers['content-encoding']).toBeUndefined();
    expect(text.raw.toString('utf8')).toBe('x'.repeat(5_000));
    expect(already.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(already.raw).toString('utf8'))).toEqual(BIG);
    expect(head.headers['content-encoding']).toBeUndefined();
    expect(head.raw.length).toBe(0);
    expect(empty.status).toBe(204);
    expect(empty.headers['content-encoding']).toBeUndefined();
  });
});
