import { forgetPrefetches } from '../prefetch/api-prefetch';

/**
 * A fake of the gateway at the network edge for jest: replaces global fetch, answers registered routes,
 * and records every request. Routes match method + path (exact, or a RegExp); a handler may return a
 * promise to hold a response back, or throw to simulate "no response".
 */
export type FakeRequest = { method: string; path: string; search: string; headers: Headers; credentials: RequestCredentials; body: unknown };
export type FakeReply = { status?: number; body?: unknown };
export type FakeHandler = (request: FakeRequest) => FakeReply | Promise<FakeReply>;

type Route = { method: string; path: string | RegExp; handler: FakeHandler };

export type FakeApi = {
  on(method: string, path: string | RegExp, handler: FakeHandler | FakeReply): FakeApi;
  /** Every request received, oldest first. */
  requests: FakeRequest[];
  requestsTo(method: string, path: string): FakeRequest[];
  uninstall(): void;
};

function parseBody(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export function installFakeApi(): FakeApi {
  // A fresh network edge: no start-up prefetch of an earlier test is adopted by this one's requests.
  forgetPrefetches();
  const routes: Route[] = [];
  const requests: FakeRequest[] = [];
  const previousFetch = globalThis.fetch;

  globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const recorded: FakeRequest = {
      method: request.method,
      path: url.pathname,
      search: url.search,
      headers: request.headers,
      credentials: request.credentials,
      body: parseBody(await request.text()),
    };
    requests.push(recorded);
    const route = routes.find(
      (candidate) =>
        candidate.method === recorded.method &&
        (typeof candidate.path === 'string' ? candidate.path === recorded.path : candidate.path.test(recorded.path)),
    );
    const reply = route
      ? await route.handler(recorded)
      : { status: 404, body: { status: 404, code: 'NOT_FOUND', message: `No fake route for ${recorded.method} ${recorded.path}` } };
    const hasBody = reply.body !== undefined;
    return new Response(hasBody ? JSON.stringify(reply.body) : null, {
      status: reply.status ?? 200,
      headers: hasBody ? { 'content-type': 'application/json' } : {},
    });
  };

  const api: FakeApi = {
    on(method, path, handler) {
      routes.unshift({ method: method.toUpperCase(), path, handler: typeof handler === 'function' ? handler : () => handler });
      return api;
    },
    requests,
    requestsTo: (method, path) => requests.filter((request) => request.method === method.toUpperCase() && request.path === path),
    uninstall() {
      globalThis.fetch = previousFetch;
    },
  };
  return api;
}

/** A promise with its resolve function, to hold a fake response until the test releases it. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}
