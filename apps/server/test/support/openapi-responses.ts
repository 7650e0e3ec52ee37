import { Ajv2020 } from 'ajv/dist/2020.js';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildOpenApiDocument, documentedRoutes } from '../../src/openapi/document';

type Json = Record<string, unknown>;

/**
 * Checks every REST answer a suite sees against the OpenAPI document: each test that uses
 * `useApp` is a contract test of the routes it calls, so the document cannot drift from what
 * the routes answer. Mismatches are collected and reported when the suite ends.
 */
export function watchResponses(app: FastifyInstance): { mismatches: string[] } {
  const seen = { mismatches: [] as string[] };
  let check: ((method: string, url: string, res: LightMyRequestResponse) => void) | null = null;
  const original = app.inject.bind(app) as (opts: unknown) => Promise<LightMyRequestResponse>;
  (app as unknown as { inject: unknown }).inject = (opts: unknown, callback?: unknown) => {
    if (opts === undefined || callback !== undefined || typeof opts !== 'object') {
      return (original as (...args: unknown[]) => unknown)(opts, callback);
    }
    return original(opts).then((res) => {
      const request = opts as { method?: string; url?: string; path?: string };
      check ??= checker(app, seen.mismatches);
      check(request.method ?? 'GET', request.url ?? request.path ?? '/', res);
      return res;
    });
  };
  return seen;
}

/** Throws naming every answer a suite saw that differs from the document (call in afterAll). */
export function assertAnswersMatched(seen: { mismatches: string[] }): void {
  if (seen.mismatches.length > 0) {
    throw new Error(
      `Answers that differ from the OpenAPI document:\n${seen.mismatches.join('\n')}`,
    );
  }
}

function checker(app: FastifyInstance, mismatches: string[]) {
  const doc = buildOpenApiDocument(app);
  const paths = doc.paths as Record<string, Record<string, Json>>;
  const components = doc.components as { schemas: Json };
  const ajv = new Ajv2020({ strict: false, allErrors: false });
  ajv.addSchema({ $id: 'frameshop:components', $defs: components.schemas });
  const compiled = new Map<string, ReturnType<typeof ajv.compile>>();
  const routes = documentedRoutes(app).map((r) => ({
    method: r.method,
    path: r.url.replace(/:([A-Za-z0-9_]+)/g, '{$1}'),
    pattern: new RegExp(`^${r.url.replace(/:[A-Za-z0-9_]+/g, '[^/]+')}$`),
  }));
  return (method: string, url: string, res: LightMyRequestResponse) => {
    const pathname = url.split('?')[0] as string;
    const route = routes.find((r) => r.method === method.toUpperCase() && r.pattern.test(pathname));
    if (!route) return;
    const operation = paths[route.path]?.[route.method.toLowerCase()] as Json;
    const responses = operation.responses as Record<string, Json>;
    const documented = responses[String(res.statusCode)] ?? responses.default;
    const where = `${method} ${pathname} → ${res.statusCode}`;
    if (!documented) {
      mismatches.push(`${where}: status not documented`);
      return;
    }
    const content = documented.content as Record<string, { schema: Json }>;
    const type = (res.headers['content-type'] ?? '').toString().split(';')[0] as string;
    const media =
      content[type] ??
      Object.entries(content).find(
        ([k]) => k.endsWith('/*') && type.startsWith(k.slice(0, -1)),
      )?.[1];
    if (!media) {
      mismatches.push(`${where}: ${type} not documented (${Object.keys(content).join(', ')})`);
      return;
    }
    if (type !== 'application/json') return;
    const key = `${route.method} ${route.path} ${res.statusCode}`;
    let validate = compiled.get(key);
    if (!validate) {
      validate = ajv.compile(resolveRefs(media.schema));
      compiled.set(key, validate);
    }
    if (!validate(res.json())) {
      mismatches.push(`${where}: ${ajv.errorsText(validate.errors)} in ${res.body.slice(0, 200)}`);
    }
  };
}

/** `#/components/schemas/X` → the components schema, so each answer schema stands alone. */
function resolveRefs(schema: Json): Json {
  return JSON.parse(
    JSON.stringify(schema).replaceAll('"#/components/schemas/', '"frameshop:components#/$defs/'),
  );
}
