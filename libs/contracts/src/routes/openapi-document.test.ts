import { z } from 'zod';
import { API_ROUTE_GROUPS, apiOpenApiDocument, apiRoutes } from './api-routes';
import { FEED_ROUTES } from '../feed/feed-routes';
import { openApiDocument } from './openapi-document';
import { defineRoutes } from './route-contract';
import { openApiPathOf, pathParamNames } from './route-path';

type Operation = {
  operationId: string;
  tags: string[];
  parameters?: Array<{ name: string; in: string; required: boolean; schema: Record<string, unknown> }>;
  requestBody?: { content: Record<string, { schema: Record<string, unknown> }> };
  responses: Record<string, { content?: Record<string, { schema: Record<string, unknown> }> }>;
  security: Array<Record<string, string[]>>;
};
type Document = {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, unknown> };
};

const doc = apiOpenApiDocument() as unknown as Document;
const operation = (method: string, path: string) =>
  doc.paths[openApiPathOf(path)]?.[method.toLowerCase()] as Operation;
const ERROR_REF = { $ref: '#/components/schemas/ErrorBody' };

describe('the OpenAPI document of every route contract', () => {
  it('is OpenAPI 3.1 with exactly one operation per contract of every vertical', () => {
    const routes = apiRoutes();
    const operations = Object.values(doc.paths).flatMap((item) => Object.values(item));

    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(API_ROUTE_GROUPS)).toEqual([
      'identity',
      'media',
      'feed',
      'communities',
      'events',
      'marketplace',
      'reviews',
      'notifications',
      'referrals',
    ]);
    expect(operations.map((op) => op.operationId).sort()).toEqual(routes.map((route) => route.id).sort());
    for (const route of routes) expect(operation(route.method, route.path).operationId).toBe(route.id);
  });

  it('declares every path parameter of every path, as OpenAPI requires', () => {
    for (const route of apiRoutes()) {
      const declared = (operation(route.method, route.path).parameters ?? [])
        .filter((p) => p.in === 'path')
        .map((p) => p.name);
      expect({ id: route.id, declared }).toEqual({ id: route.id, declared: pathParamNames(route.path) });
    }
  });

  it('documents the limits the service validates with (same zod schema): a post title is 1 to 120 characters', () => {
    const body = operation('POST', FEED_ROUTES.createPublicPost.path).requestBody?.content['application/json']
      ?.schema as {
      properties: Record<string, Record<string, unknown>>;
      required: string[];
    };
    const query = operation('GET', FEED_ROUTES.listPublicPosts.path).parameters ?? [];

    expect(body.properties['title']).toMatchObject({ type: 'string', minLength: 1, maxLength: 120 });
    expect(body.required).toEqual(expect.arrayContaining(['title', 'body']));
    expect(query.find((p) => p.name === 'size')).toMatchObject({
      in: 'query',
      required: false,
      schema: { default: 20, maximum: 100 },
    });
  });

  it('answers every error in the one error shape, with 401 and a bearer token where a token is read', () => {
    const create = operation('POST', FEED_ROUTES.createPublicPost.path);
    const list = operation('GET', FEED_ROUTES.listPublicPosts.path);
    const contact = doc.paths['/api/v1/contact']?.['post'] as Operation;

    expect(create.security).toEqual([{ bearerAuth: [] }]);
    expect(list.security).toEqual([{}, { bearerAuth: [] }]);
    expect(contact.security).toEqual([]);
    expect(create.responses['401']?.content?.['application/json']?.schema).toEqual(ERROR_REF);
    expect(contact.responses['401']).toBeUndefined();
    for (const op of [create, list, contact]) {
      for (const status of ['400', '429', '500', '503']) {
        expect(op.responses[status]?.content?.['application/json']?.schema).toEqual(ERROR_REF);
      }
    }
    expect(doc.components.schemas['ErrorBody']).toMatchObject({
      required: expect.arrayContaining(['status', 'code', 'message']),
    });
  });

  it("lists 403 on every signed-in write, since a restricted account's writes are refused by every service, and not on reads or sign-in", () => {
    for (const route of apiRoutes()) {
      const statuses = Object.keys(operation(route.method, route.path).responses);
      const signedInWrite =
        route.method !== 'GET' && (route.auth === 'required' || route.auth === 'optional');
      if (signedInWrite)
        expect({ id: route.id, has403: statuses.includes('403') }).toEqual({ id: route.id, has403: true });
    }
    expect(Object.keys(operation('POST', '/uploads/presign').responses)).toContain('403');
    expect(Object.keys(operation('GET', '/users/me').responses)).not.toContain('403');
    expect(Object.keys(operation('POST', '/auth/refresh-token').responses)).not.toContain('403');
  });

  it('refuses two contracts for the same method and path (one of them would never be reached)', () => {
    const twice = defineRoutes('x', {
      a: {
        method: 'GET',
        path: '/x',
        summary: 'a',
        auth: 'none',
        answers: { 200: { description: 'a', schema: z.string() } },
      },
      b: {
        method: 'GET',
        path: '/x',
        summary: 'b',
        auth: 'none',
        answers: { 200: { description: 'b', schema: z.string() } },
      },
    });

    expect(() => openApiDocument(Object.values(twice), { title: 't', version: '1' })).toThrow(
      'GET /api/v1/x is declared twice',
    );
  });
});
