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

/** The `Vary` value with `Accept-Encoding` in it (undefined: already there, or `*`). */
function varyWithEncoding(vary: string | undefined): string | undefined {
  if (!vary) return 'Accept-Encoding';
  if (vary === '*' || /(?:^|,)\s*accept-encoding\s*(?:,|$)/i.test(vary)) return undefined;
  return `${vary}, Accept-Encoding`;
}

/** What the gateway changes about one upstream answer on its way to the client. */
export interface CompressionPlan {
  /** A new `Vary` value replacing the upstream's (every JSON answer varies by Accept-Encoding). */
  vary?: string;
  /** Set when the body is compressed: the `Content-Encoding`, and the stream to pipe it through (drop `Content-Length`). */
  encoding?: Encoding;
  compressor?: Transform;
}

const UNCHANGED: CompressionPlan = {};
const VARY_ENCODING: CompressionPlan = Object.freeze({ vary: 'Accept-Encoding' });

/**
 * Decides, for one upstream answer, whether the gateway compresses it on its way to the client:
 * JSON (`application/json`, `+json`), not already encoded, with a body (not HEAD, 204, 304), of at
 * least `COMPRESS_MIN_BYTES` (or of unknown length). Every JSON answer gets `Vary: Accept-Encoding`
 * (caches must not hand a brotli answer to a client that did not ask for it). When it compresses,
 * the answer gets `Content-Encoding`, loses `Content-Length`, and its body goes through the plan's
 * stream; the upstream's ETag is kept (it names the resource's version, which If-Match compares,
 * not the bytes). Reads the upstream's headers, never changes them.
 *
 * Why here and not in each service: one place covers every service; the services, whose CPU per
 * request the kit keeps low, answer the gateway over loopback where compression would only cost;
 * the client's connection is where bytes are dear.
 */
export function compressAnswer(
  req: IncomingMessage,
  upstreamStatus: number,
  headers: IncomingHttpHeaders,
): CompressionPlan {
  const type = headers['content-type'];
  if (!type || !JSON_TYPE.test(type)) return UNCHANGED;
  const upstreamVary = headers.vary;
  // Most answers carry no Vary of their own: one shared plan for them, not a new object per answer.
  let varyOnly = VARY_ENCODING;
  if (upstreamVary !== undefined) {
    const vary = varyWithEncoding(Array.isArray(upstreamVary) ? upstreamVary.join(', ') : upstreamVary);
    varyOnly = vary === undefined ? UNCHANGED : { vary };
  }
  if (req.method === 'HEAD' || upstreamStatus === 204 || upstreamStatus === 304 || upstreamStatus < 200)
    return varyOnly;
  if (headers['content-encoding'] !== undefined && headers['content-encoding'] !== 'identity')
    return varyOnly;
  const length = headers['content-length'] === undefined ? undefined : Number(headers['content-length']);
  if (length !== undefined && !(length >= COMPRESS_MIN_BYTES)) return varyOnly;
  const acceptEncoding = req.headers['accept-encoding'];
  const encoding = chooseEncoding(Array.isArray(acceptEncoding) ? acceptEncoding.join(',') : acceptEncoding);
  if (!encoding) return varyOnly;

  if (encoding === 'br') {
    const compressor = zlib.createBrotliCompress({
      params: {
        // Quality 4: close to gzip's speed with a smaller result; 11 (the default) is for static files.
        [zlib.constants.BROTLI_PARAM_QUALITY]: 4,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        ...(length !== undefined ? { [zlib.constants.BROTLI_PARAM_SIZE_HINT]: length } : {}),
      },
    });
    return { ...varyOnly, encoding, compressor };
  }
  return { ...varyOnly, encoding, compressor: zlib.createGzip({ level: 6 }) };
}
