import { readFileSync } from 'node:fs';
import path from 'node:path';
import { API_ROUTE_GROUPS, apiPath, apiRoutes, pathParamNames } from '@campusloop/contracts';
import getSwaggerUiPath from 'swagger-ui-dist/absolute-path.js';
import { createRouteMatcher } from './routing/route-matcher';
import { ROUTE_TABLE } from './routing/route-table';
import { startTestGateway, type TestGateway } from './testing/start-test-gateway';

let gateway: TestGateway;
beforeAll(async () => {
  // Every upstream points at a closed port: whatever the gateway forwarded would answer 502.
  gateway = await startTestGateway();
});
afterAll(() => gateway.close());

describe('the API documentation the gateway serves itself', () => {
  it('GET /api/v1/openapi.json is the OpenAPI 3.1 document of every route contract, without asking a service', async () => {
    const res = await fetch(`${gateway.url}/api/v1/openapi.json`);
    const doc = (await res.json()) as {
      openapi: string;
      paths: Record<string, Record<string, { operationId: string }>>;
    };
    const operationIds = Object.values(doc.paths).flatMap((item) =>
      Object.values(item).map((op) => op.operationId),
    );

    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(doc.openapi).toBe('3.1.0');
    expect(operationIds.sort()).toEqual(
      apiRoutes()
        .map((route) => route.id)
        .sort(),
    );
    expect(operationIds).toEqual(
      expect.arrayContaining([
        'identity.requestOtp',
        'media.presignUpload',
        'feed.listPublicPosts',
        'events.rsvp',
      ]),
    );
  });

  it('GET /api/docs is a Swagger UI page whose scripts and styles all come from the gateway (no CDN)', async () => {
    const res = await fetch(`${gateway.url}/api/docs`);
    const html = await res.text();
    const assets = [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => match[1] as string);

    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(assets).toEqual(
      expect.arrayContaining([
        '/api/docs/swagger-ui-bundle.js',
        '/api/docs/swagger-ui.css',
        '/api/docs/start.js',
      ]),
    );
    expect(assets.filter((asset) => !asset.startsWith('/api/docs/'))).toEqual([]);
    for (const asset of assets)
      expect({ asset, status: (await fetch(`${gateway.url}${asset}`)).status }).toEqual({
        asset,
        status: 200,
      });

    const start = await (await fetch(`${gateway.url}/api/docs/start.js`)).text();
    expect(start).toContain('"/api/v1/openapi.json"');
  });

  it('serves swagger-ui-dist files from node_modules, and no other file of that folder', async () => {
    const bundle = await fetch(`${gateway.url}/api/docs/swagger-ui-bundle.js`);
    const other = await fetch(`${gateway.url}/api/docs/package.json`);

    expect(await bundle.text()).toBe(
      readFileSync(path.join(getSwaggerUiPath(), 'swagger-ui-bundle.js'), 'utf8'),
    );
    expect(other.status).toBe(404);
  });
});

describe('route contracts and the route table', () => {
  const matchRoute = createRouteMatcher(ROUTE_TABLE);
  const filled = (template: string) =>
    apiPath(
      template,
      Object.fromEntries(
        pathParamNames(template).map((name) => [
          name,
          name === 'key' ? 'post/a1234567890.jpg' : 'a1234567890',
        ]),
      ),
    );

  it.each(Object.entries(API_ROUTE_GROUPS))(
    'every %s contract is forwarded to the service that declares it',
    (service, routes) => {
      const misrouted = Object.values(routes)
        .map((route) => ({
          route: `${route.method} ${route.path}`,
          upstream: matchRoute(filled(route.path))?.upstream,
        }))
        .filter(({ upstream }) => upstream !== service);

      expect(misrouted).toEqual([]);
    },
  );
});
