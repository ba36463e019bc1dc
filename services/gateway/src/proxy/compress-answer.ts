import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';
import type { Transform } from 'node:stream';
import zlib from 'node:zlib';

/** JSON answers at least this large are compressed; below it the headers cost more than they save. */
export const COMPRESS_MIN_BYTES = 1024;

export type Encoding = 'br' | 'gzip';

const JSON_TYPE = /^application\/(?:[\w.+-]+\+)?json\b/i;

/**
 * The encoding to answer in from `Accept-Encoding`: brotli if accepted, else gzip, else none.
 * A coding listed with `q=0` is refused; `*` accepts both.
 */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  if (!acceptEncoding) return undefined;
  const accepted = new Map<string, boolean>();
  for (const part of acceptEncoding.split(',')) {
    const [coding = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    accepted.set(coding.trim(), q === undefined || Number(q.slice(2)) > 0);
  }
  const allows = (coding: Encoding) => accepted.get(coding) ?? accepted.get('*') ?? false;
  if (allows('br')) return 'br';
  if (allows('gzip')) return 'gzip';
  return undefined;
}

function addVary(headers: IncomingHttpHeaders): void {
  const vary = headers.vary;
  if (!vary) headers.vary = 'Accept-Encoding';
  else if (vary !== '*' && !/(?:^|,)\s*accept-encoding\s*(?:,|$)/i.test(vary))
    headers.vary = `${vary}, Accept-Encoding`;
}

/**
 * Decides, for one upstream answer, whether the gateway compresses it on its way to the client:
 * JSON (`application/json`, `+json`), not already encoded, with a body (not HEAD, 204, 304), of at
 * least `COMPRESS_MIN_BYTES` (or of unknown length). Every JSON answer gets `Vary: Accept-Encoding`
 * (caches must not hand a brotli answer to a client that did not ask for it). When it compresses,
 * it rewrites the headers (Content-Encoding, no Content-Length) and returns the stream to pipe the
 * body through; the upstream's ETag is kept (it names the resource's version, which If-Match
 * compares, not the bytes).
 *
 * Why here and not in each service: one place covers every service; the services, whose CPU per
 * request the kit keeps low, answer the gateway over loopback where compression would only cost;
 * the client's connection is where bytes are dear.
 */
export function compressAnswer(
  req: IncomingMessage,
  upstreamStatus: number,
  headers: IncomingHttpHeaders,
): Transform | undefined {
  const type = headers['content-type'];
  if (!type || !JSON_TYPE.test(type)) return undefined;
  addVary(headers);
  if (req.method === 'HEAD' || upstreamStatus === 204 || upstreamStatus === 304 || upstreamStatus < 200)
    return undefined;
  if (headers['content-encoding'] !== undefined && headers['content-encoding'] !== 'identity')
    return undefined;
  const length = headers['content-length'] === undefined ? undefined : Number(headers['content-length']);
  if (length !== undefined && !(length >= COMPRESS_MIN_BYTES)) return undefined;
  const acceptEncoding = req.headers['accept-encoding'];
  const encoding = chooseEncoding(Array.isArray(acceptEncoding) ? acceptEncoding.join(',') : acceptEncoding);
  if (!encoding) return undefined;

  headers['content-encoding'] = encoding;
  delete headers['content-length'];
  if (encoding === 'br') {
    return zlib.createBrotliCompress({
      params: {
        // Quality 4: close to gzip's speed with a smaller result; 11 (the default) is for static files.
        [zlib.constants.BROTLI_PARAM_QUALITY]: 4,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        ...(length !== undefined ? { [zlib.constants.BROTLI_PARAM_SIZE_HINT]: length } : {}),
      },
    });
  }
  return zlib.createGzip({ level: 6 });
}
