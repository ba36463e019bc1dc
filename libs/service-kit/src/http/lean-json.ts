import type { Express, Response } from 'express';

/**
 * Makes `res.json()` of this app write the common answer directly: a JSON string with
 * `Content-Type: application/json; charset=utf-8` and its length, in one write. Express's own
 * `res.send` re-parses the content type, copies the string into a Buffer and hashes it for an ETag
 * on every answer; that was a large part of the service kit's cost per request. So JSON answers get
 * no automatic ETag (they are per viewer; a route that supports conditional requests sets its own,
 * e.g. feed's edit version); files sent with `res.sendFile` keep theirs. Everything unusual still
 * goes through Express: HEAD, 204/205/304, a content type, ETag or Last-Modified the route set
 * itself (conditional GETs keep working), JSON settings turned on.
 */
export function useLeanJson(app: Express): void {
  const expressJson = app.response.json;
  app.response.json = function leanJson(this: Response, body?: unknown): Response {
    const text = JSON.stringify(body);
    const status = this.statusCode;
    if (
      text === undefined ||
      this.req.method === 'HEAD' ||
      status === 204 ||
      status === 205 ||
      status === 304 ||
      this.hasHeader('content-type') ||
      this.hasHeader('etag') ||
      this.hasHeader('last-modified') ||
      this.hasHeader('transfer-encoding') ||
      this.app.get('json replacer') !== undefined ||
      this.app.get('json spaces') !== undefined ||
      this.app.get('json escape')
    ) {
      return expressJson.call(this, body);
    }
    this.setHeader('Content-Type', 'application/json; charset=utf-8');
    this.setHeader('Content-Length', Buffer.byteLength(text));
    this.end(text);
    return this;
  };
}
