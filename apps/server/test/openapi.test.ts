import { createTestDatabase, type TestDatabase } from '@frameshop/db/testing/test-database';
import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentedRoutes, openApiPath } from '../src/openapi/document';
import { useApp } from './helpers';

/**
 * Issue 22: GET /api/openapi.json is generated from the route table and the zod contracts.
 * Whether each answer matches it is checked in every suite that uses `useApp`
 * (support/openapi-responses.ts); here the document itself and its viewer. The document does
 * not depend on the database engine: SQLite only.
 */
type OperationDoc = {
  responses: Record<string, { description: string; content?: Record<string, { schema: object }> }>;
};

describe('OpenAPI document and docs page', () => {
  const database = {} as TestDatabase;
  beforeAll(async () => {
    Object.assign(database, await createTestDatabase('sqlite'));
  });
  const ctx = useApp(database);
  afterAll(async () => database.destroy?.());

  const fetchDocument = async () => {
    const res = await ctx.app.inject({ url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    return res.json();
  };

  it('validates against the OpenAPI 3.1 schema', async () => {
    const document = await fetchDocument();
    expect(document.openapi).toBe('3.1.0');
    const result = await new Validator().validate(document);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('lists every registered REST route and nothing else', async () => {
    const document = await fetchDocument();
    const listed = Object.entries(document.paths as Record<string, object>).flatMap(([path, ops]) =>
      Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`),
    );
    const registered = ctx.app.registeredRoutes
      .filter((r) => r.url.startsWith('/api/') && r.method !== 'HEAD')
      .map((r) => `${r.method} ${openApiPath(r.url)}`);
    const meta = ['/api/openapi.json', '/api/docs', '/api/docs/init.js'];
    const expected = registered.filter(
      (r) => !meta.some((m) => r === `GET ${m}`) && !r.startsWith('GET /api/docs/'),
    );
    expect(expected.length).toBeGreaterThan(60);
    expect(documentedRoutes(ctx.app)).toHaveLength(expected.length);
    expect(listed.sort()).toEqual(expected.sort());
  });

  it('declares the success schema of every JSON answer (issue 22: every response)', async () => {
    const { paths } = await fetchDocument();
    const undeclared: string[] = [];
    for (const [path, operations] of Object.entries(paths as Record<string, object>)) {
      for (const [method, op] of Object.entries(operations as Record<string, OperationDoc>)) {
        for (const [status, response] of Object.entries(op.responses)) {
          if (!/^2/.test(status)) continue;
          const json = response.content?.['application/json'];
          if (
            (json && Object.keys(json.schema).length === 0) ||
            /not declared/.test(response.description)
          ) {
            undeclared.push(`${method.toUpperCase()} ${path} ${status}`);
          }
        }
      }
    }
    expect(undeclared).toEqual([]);
  });

  it("states each path's security, request body and responses with the error shape", async () => {
    const { paths, components } = await fetchDocument();
    // Public: no security. Admin with a scope: session or a key with that scope.
    expect(paths['/api/user/login'].post.security).toEqual([]);
    expect(paths['/api/news/createnews'].post.security).toEqual([
      { sessionToken: [] },
      { sessionCookie: [] },
      { apiKey: ['content:write'] },
    ]);
    // Session only: key management, staff, accounts, a shopper's own orders.
    for (const [path, method] of [
      ['/api/apikey/create', 'post'],
      ['/api/apikey/delete/{id}', 'delete'],
      ['/api/user/delete/{userId}', 'delete'],
      ['/api/staff/getall', 'get'],
      ['/api/order/myorders', 'get'],
    ] as const) {
      expect(paths[path][method].security, path).toEqual([
        { sessionToken: [] },
        { sessionCookie: [] },
      ]);
    }
    const create = paths['/api/apikey/create'].post;
    expect(create.requestBody.content['application/json'].schema).toMatchObject({
      type: 'object',
      required: ['name', 'scopes'],
      properties: { name: { type: 'string', maxLength: 100 } },
      additionalProperties: false,
    });
    expect(create.responses['201'].content['application/json'].schema).toMatchObject({
      properties: { data: { required: ['id', 'name', 'scopes', 'key'] } },
    });
    for (const status of ['400', '401', '403', '429', 'default']) {
      expect(create.responses[status].content['application/json'].schema).toEqual({
        $ref: '#/components/schemas/ErrorBody',
      });
    }
    expect(components.schemas.ErrorBody.required).toEqual(['message', 'error', 'code']);
    expect(paths['/api/apikey/delete/{id}'].delete.parameters).toEqual([
      expect.objectContaining({ name: 'id', in: 'path', required: true }),
    ]);
    expect(paths['/api/photos'].post.requestBody.content).toHaveProperty('multipart/form-data');
    expect(paths['/api/order/export.csv'].get.responses['200'].content).toHaveProperty('text/csv');
    expect(paths['/api/order/invoice/{orderId}'].get.responses['200'].content).toHaveProperty(
      'application/pdf',
    );
    // A closed answer: a renamed or extra field fails the suites that see it.
    expect(paths['/api/frame/getbyid/{frameId}'].get.responses['200'].content).toMatchObject({
      'application/json': { schema: { additionalProperties: false, required: ['data'] } },
    });
  });

  it('serves Swagger UI at /api/docs from the app itself, under the same CSP', async () => {
    const page = await ctx.app.inject({ url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    // Nothing from another host, and no inline script for the CSP to block.
    expect(page.body).not.toMatch(/(src|href)="https?:/);
    expect(page.body).not.toMatch(/<script>(?!<)/);
    const sources = [...page.body.matchAll(/(?:src|href)="(\/api\/docs\/[^"]+)"/g)].map(
      (m) => m[1],
    );
    expect(sources).toEqual([
      '/api/docs/swagger-ui.css',
      '/api/docs/swagger-ui-bundle.js',
      '/api/docs/init.js',
    ]);
    for (const url of sources) {
      const asset = await ctx.app.inject({ url: url as string });
      expect(asset.statusCode, url).toBe(200);
      expect(asset.body.length, url).toBeGreaterThan(url?.endsWith('init.js') ? 50 : 10_000);
    }
    const init = await ctx.app.inject({ url: '/api/docs/init.js' });
    expect(init.body).toContain("url: '/api/openapi.json'");
  });
});
