// jsdom for front-end tests, plus the Web platform pieces a browser has and jsdom lacks: fetch (with
// Request/Response/Headers), AbortController, TextEncoder/Decoder, web streams and structuredClone.
// They come from Node itself, so RTK Query's fetchBaseQuery and React Router run as in a browser; a
// relative URL ('/api/v1/...') resolves against the page URL just like it does in a browser.
const { TestEnvironment: JSDOMEnvironment } = require('jest-environment-jsdom');

const FROM_NODE = [
  'Headers',
  'FormData',
  'AbortController',
  'AbortSignal',
  'TextEncoder',
  'TextDecoder',
  'ReadableStream',
  'WritableStream',
  'TransformStream',
  'structuredClone',
  'BroadcastChannel',
];

class JsdomWithFetchEnvironment extends JSDOMEnvironment {
  constructor(config, context) {
    super(config, context);
    const page = this.global;
    for (const name of FROM_NODE) page[name] = globalThis[name];
    const absolute = (input) =>
      typeof input === 'string' || typeof input?.href === 'string' ? new URL(String(input), page.location.href) : input;
    const NodeRequest = globalThis.Request;
    page.Request = class Request extends NodeRequest {
      constructor(input, init) {
        super(absolute(input), init);
      }
    };
    page.Response = globalThis.Response;
    // Tests replace `fetch` with a fake at the network edge; this default reaches the real network.
    page.fetch = (input, init) => globalThis.fetch(absolute(input), init);
  }
}

module.exports = JsdomWithFetchEnvironment;
