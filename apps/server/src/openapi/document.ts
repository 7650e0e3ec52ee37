import { API_SCOPE_LABELS, API_SCOPES } from '@frameshop/contracts/apikeys/schemas';
import { KEY_FORBIDDEN_PERMISSIONS } from '@frameshop/contracts/staff/permissions';
import { permissionOf } from '@frameshop/domain/shared/use-case';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { RouteDoc } from '../fastify-types';
import { SESSION_COOKIE } from '../plugins/session';

/** Every error body the server writes (plugins/errors.ts `errorBody`). */
export const errorBodySchema = z.object({
  message: z.string(),
  error: z.string(),
  code: z.string(),
  details: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});

type Json = Record<string, unknown>;
type Route = FastifyInstance['registeredRoutes'][number];

const ERROR_REF = { $ref: '#/components/schemas/ErrorBody' };
const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: ERROR_REF } },
});

/** JSON Schema 2020-12 (OpenAPI 3.1's dialect) of a zod schema; `{}` where zod has none. */
export function jsonSchemaOf(schema: z.ZodType, io: 'input' | 'output'): Json {
  const json = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as Json;
  delete json.$schema;
  return json;
}

/** The routes the document covers: every API route but the document and its viewer. */
export function documentedRoutes(app: FastifyInstance): Route[] {
  return app.registeredRoutes.filter(
    (r) => r.url.startsWith('/api/') && r.method !== 'HEAD' && r.openapi !== false,
  );
}

/** `/api/news/getbyid/:newsId` → `/api/news/getbyid/{newsId}`. */
export function openApiPath(url: string): string {
  return url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
}

/**
 * The OpenAPI 3.1 document of every REST path, built from the route table and the use cases'
 * zod contracts: no hand-written copy to drift. Built once, on first request.
 */
export function buildOpenApiDocument(app: FastifyInstance): Json {
  const paths: Record<string, Record<string, Json>> = {};
  for (const route of documentedRoutes(app)) {
    const path = openApiPath(route.url);
    paths[path] ??= {};
    paths[path][route.method.toLowerCase()] = operation(route);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'frameshop API',
      version: '1.0.0',
      description:
        "The shop's REST paths under /api. Send a session token (POST /api/user/login) or an API key (`Authorization: Bearer fsk_...`, made by an admin) as a Bearer token. Each operation lists who may call it; an API key needs the scope named in its security.",
    },
    servers: [{ url: app.config.publicUrl }],
    paths,
    components: {
      schemas: { ErrorBody: jsonSchemaOf(errorBodySchema, 'output') },
      securitySchemes: {
        sessionToken: {
          type: 'http',
          scheme: 'bearer',
          description: 'The token POST /api/user/login answers.',
        },
        sessionCookie: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE },
        apiKey: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'fsk_...',
          description: `An admin-made API key, limited to its scopes: ${API_SCOPES.map(
            (s) => `\`${s}\` (${API_SCOPE_LABELS[s]})`,
          ).join('; ')}.`,
        },
      },
    },
  };
}

function operation(route: Route): Json {
  const doc: RouteDoc = route.openapi || { status: 200 };
  const pathParams = [...route.url.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1] as string);
  const fields = objectFields(route.input);
  const parameters: Json[] = pathParams.map((name) => ({
    name,
    in: 'path',
    required: true,
    schema: fields[name] ? jsonSchemaOf(fields[name], 'input') : { type: 'string' },
  }));
  const operation: Json = {
    operationId: `${route.method.toLowerCase()}${route.url
      .replace(/^\/api/, '')
      .replace(/[^A-Za-z0-9]+(.)?/g, (_m, c: string | undefined) => (c ?? '').toUpperCase())}`,
    tags: [route.url.split('/')[2]],
    summary: doc.useCase ? `Use case ${doc.useCase}` : `${route.method} ${route.url}`,
    description: accessText(route),
    security: security(route),
  };
  const rest = Object.fromEntries(
    Object.entries(fields).filter(([name]) => !pathParams.includes(name)),
  );
  if (route.method === 'GET' || route.method === 'DELETE') {
    for (const [name, schema] of Object.entries(rest)) {
      parameters.push({
        name,
        in: 'query',
        required: !schema.safeParse(undefined).success,
        schema: jsonSchemaOf(schema, 'input'),
      });
    }
  } else if (route.input) {
    const body = requestBody(route, doc, rest, pathParams.length > 0);
    if (body) operation.requestBody = body;
  }
  if (parameters.length > 0) operation.parameters = parameters;
  operation.responses = responses(route, doc);
  return operation;
}

/** The fields of an object input, unwrapping optional and pipes; none for other inputs. */
function objectFields(input: z.ZodType | undefined): Record<string, z.ZodType> {
  let schema: z.ZodType | undefined = input;
  for (let i = 0; i < 5 && schema; i++) {
    if (schema instanceof z.ZodObject) return schema.shape as Record<string, z.ZodType>;
    if (schema instanceof z.ZodOptional || schema instanceof z.ZodNullable) {
      schema = schema.unwrap() as z.ZodType;
    } else if (schema instanceof z.ZodPipe) {
      schema = schema.in as z.ZodType;
    } else if (schema instanceof z.ZodDefault || schema instanceof z.ZodPrefault) {
      // An input that may be left out whole (`.prefault({})`): its fields are still parameters.
      schema = schema.unwrap() as z.ZodType;
    } else return {};
  }
  return {};
}

function requestBody(
  route: Route,
  doc: RouteDoc,
  rest: Record<string, z.ZodType>,
  hasPathParams: boolean,
): Json | null {
  const input = route.input as z.ZodType;
  if (input instanceof z.ZodUndefined) return null;
  const required = !input.safeParse(undefined).success;
  let schema: Json;
  if (hasPathParams) {
    // The path carries those fields; the body carries the rest.
    if (Object.keys(rest).length === 0) return null;
    schema = jsonSchemaOf(z.object(rest), 'input');
  } else {
    schema = jsonSchemaOf(input, 'input');
  }
  if (route.body === 'multipart') {
    const field = doc.fileField ?? 'file';
    const properties = { ...((schema.properties as Json) ?? {}) };
    properties[field] = {
      type: 'array',
      items: { type: 'string', contentMediaType: 'application/octet-stream' },
    };
    return {
      required: true,
      content: { 'multipart/form-data': { schema: { ...schema, type: 'object', properties } } },
    };
  }
  return { required, content: { 'application/json': { schema } } };
}

function responses(route: Route, doc: RouteDoc): Json {
  const success = doc.produces
    ? { [doc.produces]: { schema: { type: 'string' } } }
    : {
        'application/json': {
          schema: doc.response ? jsonSchemaOf(doc.response, 'output') : {},
        },
      };
  const out: Json = {};
  for (const status of typeof doc.status === 'number' ? [doc.status] : doc.status) {
    out[String(status)] = {
      description: doc.response || doc.produces ? 'Done' : 'Done (body schema not declared yet)',
      content: success,
    };
  }
  out['400'] = errorResponse('The input was refused; `details` names each field');
  if (route.access !== 'public') {
    out['401'] = errorResponse('No session, or an unknown or revoked API key');
    out['403'] = errorResponse('Signed in, but not allowed (or the API key lacks the scope)');
  } else {
    out['401'] = errorResponse('An unknown or revoked API key was sent');
  }
  out['429'] = errorResponse("Too many requests (a throttle, or the API key's budget)");
  out.default = errorResponse('Any other error (404, 409, 413, 415, 5xx), in the same shape');
  return out;
}

function security(route: Route): Json[] {
  if (route.access === 'public') return [];
  const session = [{ sessionToken: [] }, { sessionCookie: [] }];
  const permission = permissionOf(route.access ?? 'public');
  if (permission && !KEY_FORBIDDEN_PERMISSIONS.includes(permission)) {
    return [...session, { apiKey: [permission] }];
  }
  return session;
}

function accessText(route: Route): string {
  if (route.access === 'public') return 'Public: anyone may call it.';
  if (route.access === 'user') return 'Any signed-in person (a session); API keys are refused.';
  const permission = permissionOf(route.access ?? 'public');
  if (!permission) return 'Staff only, with a session; API keys are refused.';
  return KEY_FORBIDDEN_PERMISSIONS.includes(permission)
    ? `Staff whose role holds \`${permission}\`, with a session; API keys are refused.`
    : `Staff whose role holds \`${permission}\` (session), or an API key with the scope \`${permission}\` whose maker holds it too.`;
}
