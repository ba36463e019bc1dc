import { z } from 'zod';
import { errorBodySchema } from '../errors';
import { STATUS_MESSAGES } from '../status-messages';
import type { RouteContract } from './route-contract';
import { openApiPathOf, pathParamNames } from './route-path';
import { REFRESH_COOKIE_NAME } from '../identity/auth';

/** A JSON object (OpenAPI 3.1 documents are plain JSON; JSON Schema 2020-12 inside). */
type Json = Record<string, unknown>;

export interface OpenApiInfo {
  title: string;
  version: string;
  description?: string;
}

const ERROR_REF = { $ref: '#/components/schemas/ErrorBody' };
/** Statuses any route may answer in the error shape (the gateway's rate limit and upstream failures included). */
const ALWAYS = [429, 500, 502, 503, 504];

/** A zod schema as JSON Schema 2020-12 (OpenAPI 3.1's dialect): what a caller sends, or what it receives. */
function jsonSchemaOf(schema: z.ZodType, io: 'input' | 'output'): Json {
  // Refinements and transforms are not expressible; the shape, limits, patterns and defaults are.
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, {
    target: 'draft-2020-12',
    io,
    unrepresentable: 'any',
  });
  return rest as Json;
}

function parametersOf(route: RouteContract): Json[] {
  const parameters: Json[] = [];
  const pathProps = route.params
    ? (jsonSchemaOf(route.params, 'input')['properties'] as Json | undefined)
    : undefined;
  for (const name of pathParamNames(route.path)) {
    const wildcard = route.path.includes(`{+${name}}`);
    parameters.push({
      name,
      in: 'path',
      required: true,
      schema: pathProps?.[name] ?? { type: 'string' },
      ...(wildcard ? { description: 'The rest of the path; may contain `/`.', allowReserved: true } : {}),
    });
  }
  if (route.query) {
    const query = jsonSchemaOf(route.query, 'input');
    const required = new Set((query['required'] as string[] | undefined) ?? []);
    for (const [name, schema] of Object.entries((query['properties'] as Json | undefined) ?? {})) {
      parameters.push({ name, in: 'query', required: required.has(name), schema });
    }
  }
  for (const [name, description] of Object.entries(route.requestHeaders ?? {})) {
    parameters.push({ name, in: 'header', required: false, description, schema: { type: 'string' } });
  }
  return parameters;
}

function requestBodyOf(route: RouteContract): Json | undefined {
  if (route.body) {
    return { required: true, content: { 'application/json': { schema: jsonSchemaOf(route.body, 'input') } } };
  }
  if (route.rawBody) {
    const content = Object.fromEntries(
      route.rawBody.contentTypes.map((type) => [
        type,
        { schema: { type: 'string', contentMediaType: type } },
      ]),
    );
    return { required: true, description: route.rawBody.description, content };
  }
  return undefined;
}

/** The writes every service's restriction guard judges (service-kit refuseRestrictedWrites): all but signing in and out. */
const RESTRICTABLE_WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function errorStatusesOf(route: RouteContract): number[] {
  const statuses = new Set<number>(route.errors ?? []);
  if (route.params || route.query || route.body) statuses.add(400);
  if (route.auth !== 'none') statuses.add(401);
  // A signed-in write by an account a moderator restricted is refused 403 by every service (spec §8
  // 'Account Restricted'); signing in, refreshing and signing out stay open (the authorization table found
  // presign and revoking a calendar URL answering a 403 their contracts did not list).
  if (RESTRICTABLE_WRITES.has(route.method) && (route.auth === 'required' || route.auth === 'optional'))
    statuses.add(403);
  for (const status of ALWAYS) statuses.add(status);
  return [...statuses].sort((a, b) => a - b);
}

function responsesOf(route: RouteContract): Json {
  const responses: Json = {};
  for (const [status, answer] of Object.entries(route.answers)) {
    const headers = Object.fromEntries(
      Object.entries(answer.headers ?? {}).map(([name, description]) => [
        name,
        { description, schema: { type: 'string' } },
      ]),
    );
    const content = answer.schema
      ? { 'application/json': { schema: jsonSchemaOf(answer.schema, 'output') } }
      : answer.contentType
        ? { [answer.contentType]: { schema: { type: 'string', contentMediaType: answer.contentType } } }
        : undefined;
    responses[status] = {
      description: answer.description,
      ...(Object.keys(headers).length ? { headers } : {}),
      ...(content ? { content } : {}),
    };
  }
  for (const status of errorStatusesOf(route)) {
    const known = (STATUS_MESSAGES as Record<number, string | undefined>)[status];
    responses[String(status)] = {
      description: known ?? 'Error',
      content: { 'application/json': { schema: ERROR_REF } },
    };
  }
  return responses;
}

function securityOf(route: RouteContract): Json[] | undefined {
  switch (route.auth) {
    case 'none':
      return [];
    case 'optional':
      return [{}, { bearerAuth: [] }];
    case 'required':
      return [{ bearerAuth: [] }];
    case 'refresh':
      return [{ refreshCookie: [] }, { bearerRefreshToken: [] }];
  }
}

function descriptionOf(route: RouteContract): string | undefined {
  const parts = [
    route.description,
    route.access ? `**Who may call:** ${route.access}.` : undefined,
    route.auth === 'optional'
      ? 'A token is optional; when sent it must be valid, and it may change the answer.'
      : undefined,
  ].filter(Boolean);
  return parts.length ? parts.join('\n\n') : undefined;
}

function operationOf(route: RouteContract): Json {
  const parameters = parametersOf(route);
  const requestBody = requestBodyOf(route);
  const description = descriptionOf(route);
  return {
    operationId: route.id,
    tags: [route.vertical],
    summary: route.summary,
    ...(description ? { description } : {}),
    ...(parameters.length ? { parameters } : {}),
    ...(requestBody ? { requestBody } : {}),
    responses: responsesOf(route),
    security: securityOf(route),
    'x-auth': route.auth,
    ...(route.access ? { 'x-access': route.access } : {}),
  };
}

/**
 * The OpenAPI 3.1 document of the given routes: one operation per contract (operationId = its id,
 * tagged with its vertical), parameters and bodies as JSON Schema 2020-12 from the same zod schemas
 * the services validate with, every error in the one error shape, and who may call.
 */
export function openApiDocument(routes: readonly RouteContract[], info: OpenApiInfo): Json {
  const paths: Record<string, Json> = {};
  const seen = new Set<string>();
  for (const route of routes) {
    if (seen.has(route.id)) throw new Error(`openApiDocument: two routes are named ${route.id}`);
    seen.add(route.id);
    const path = openApiPathOf(route.path);
    const item = (paths[path] ??= {});
    const method = route.method.toLowerCase();
    if (item[method]) throw new Error(`openApiDocument: ${route.method} ${path} is declared twice`);
    item[method] = operationOf(route);
  }
  const tags = [...new Set(routes.map((route) => route.vertical))].map((name) => ({ name }));
  return {
    openapi: '3.1.0',
    jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
    info,
    servers: [{ url: '/' }],
    tags,
    paths,
    components: {
      schemas: { ErrorBody: jsonSchemaOf(errorBodySchema, 'output') },
      securitySchemes: {
        bearerAuth: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT',
          description: 'The access token from /auth/verify-otp or /auth/refresh-token.',
        },
        bearerRefreshToken: {
          type: 'http',
          scheme: 'bearer',
          description: 'The refresh token (not the access token).',
        },
        refreshCookie: {
          type: 'apiKey',
          in: 'cookie',
          name: REFRESH_COOKIE_NAME,
          description: 'The httpOnly refresh cookie set at sign-in.',
        },
      },
    },
  };
}
