import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { createTestDatabase, type TestDatabase } from '@frameshop/db/testing/test-database';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type BuildAppOptions, buildApp, MAX_URL_LENGTH } from '../src/app';
import { tableCounts, testConfig, uploadsDir } from './helpers';
import { listenLocal, rawExchange } from './support/raw-http';

/**
 * HTTP-level limits that hold whatever the route: bodies are bounded and refused before they
 * are read, slow clients are cut off, uploads cannot run as pages, request ids are ours, and
 * the log says one line per request.
 */
let database: TestDatabase;
const apps: FastifyInstance[] = [];

beforeAll(async () => {
  database = await createTestDatabase('sqlite');
});
afterEach(async () => {
  await Promise.all(apps.splice(0).map((a) => a.close()));
});
afterAll(async () => {
  await database.destroy();
});

async function app(
  options: Partial<BuildAppOptions> & { env?: Record<string, string> } = {},
): Promise<FastifyInstance> {
  const { env, ...rest } = options;
  const built = await buildApp({ config: testConfig(env), database, logger: false, ...rest });
  apps.push(built);
  return built;
}

const signup = {
  firstName: 'Asha',
  lastName: 'Rao',
  email: 'asha@example.com',
  password: 'shopper-pass',
};

/** A request head announcing a body far larger than anything we then send. */
function head(
  path: string,
  contentType: string | undefined,
  length = 50_000_000,
  method = 'POST',
): string {
  return [
    `${method} ${path} HTTP/1.1`,
    'Host: localhost',
    ...(contentType ? [`Content-Type: ${contentType}`] : []),
    `Content-Length: ${length}`,
    '',
    '',
  ].join('\r\n');
}

describe('request bodies', () => {
  it('tRPC refuses every content type but JSON with 415 before reading the body', async () => {
    const server = await app();
    const port = await listenLocal(server);
    const before = await tableCounts(database);
    for (const type of [
      'multipart/form-data; boundary=----x',
      'application/octet-stream',
      'text/plain',
      'application/x-www-form-urlencoded',
      undefined,
    ]) {
      // 50 MB announced, 64 kB sent: an answer can only come if nobody waits for the rest.
      const res = await rawExchange(port, [head('/trpc/auth.signup', type), Buffer.alloc(65_536)], {
        waitMs: 2_000,
      });
      expect(res.status, `${type}: ${res.body}`).toBe(415);
      expect(JSON.parse(res.body)).toEqual({
        message: 'Unsupported content type',
        error: 'Unsupported content type',
        code: 'UNSUPPORTED_MEDIA_TYPE',
      });
    }
    // Other methods that announce a body are held to the same rule (OPTIONS, PUT, DELETE).
    for (const method of ['OPTIONS', 'PUT', 'DELETE']) {
      const res = await rawExchange(
        port,
        [
          head('/trpc/auth.signup', 'multipart/form-data; boundary=x', 50_000_000, method),
          Buffer.alloc(65_536),
        ],
        { waitMs: 2_000 },
      );
      expect(res.status, method).toBe(415);
    }
    expect(await tableCounts(database)).toEqual(before);
  });

  it('tRPC does not run a mutation sent as text/plain (a form-submittable type)', async () => {
    const server = await app();
    const before = await tableCounts(database);
    const res = await server.inject({
      method: 'POST',
      url: '/trpc/auth.signup',
      headers: { 'content-type': 'text/plain' },
      payload: JSON.stringify(signup),
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');
    expect(await tableCounts(database)).toEqual(before);
  });

  it('JSON bodies over 1 MB get 413, to tRPC and to REST, without reaching the use case', async () => {
    const server = await app();
    const port = await listenLocal(server);
    const before = await tableCounts(database);
    for (const path of ['/trpc/auth.signup', '/api/user/signup']) {
      const res = await rawExchange(
        port,
        [head(path, 'application/json', 2_000_000), `{"a":"${'x'.repeat(1_100_000)}`],
        { waitMs: 3_000 },
      );
      expect(res.status, path).toBe(413);
      expect(JSON.parse(res.body).code).toBe('PAYLOAD_TOO_LARGE');
    }
    // The same body below the limit is parsed, so the limit is what refused it above.
    const ok = await server.inject({
      method: 'POST',
      url: '/trpc/auth.signup',
      headers: { 'content-type': 'application/json; charset=utf-8' },
      payload: JSON.stringify({ ...signup, email: 'not-an-email', pad: 'x'.repeat(500_000) }),
    });
    expect(ok.statusCode).toBe(400);
    expect(await tableCounts(database)).toEqual(before);
  });

  it('JSON REST routes refuse other bodies before reading them', async () => {
    const server = await app();
    const port = await listenLocal(server);
    for (const type of ['multipart/form-data; boundary=----x', 'application/octet-stream']) {
      const res = await rawExchange(port, [head('/api/user/login', type), Buffer.alloc(65_536)], {
        waitMs: 2_000,
      });
      expect(res.status, type).toBe(415);
      expect(JSON.parse(res.body).code).toBe('UNSUPPORTED_MEDIA_TYPE');
    }
  });
});

describe('slow clients', () => {
  it('answers 408 and closes a connection whose body trickles in', async () => {
    const server = await app({ timeouts: { requestMs: 400, connectionMs: 5_000 } });
    const port = await listenLocal(server);
    const started = Date.now();
    const body = JSON.stringify({ email: 'a@b.co', password: 'whatever1' }).padEnd(100, ' ');
    const res = await rawExchange(
      port,
      [head('/api/user/login', 'application/json', body.length), ...body.split('')],
      { everyMs: 50, waitMs: 4_000 },
    );
    expect(res.status).toBe(408);
    expect(JSON.parse(res.body)).toEqual({
      message: 'The request took too long to arrive',
      error: 'The request took too long to arrive',
      code: 'REQUEST_TIMEOUT',
    });
    expect(res.closed).toBe(true);
    expect(Date.now() - started).toBeLessThan(2_500);
  });

  it('closes a connection that sends nothing', async () => {
    const server = await app({ timeouts: { requestMs: 5_000, connectionMs: 300 } });
    const port = await listenLocal(server);
    const res = await rawExchange(port, [], { waitMs: 3_000 });
    expect(res.closed).toBe(true);
    expect(res.ms).toBeLessThan(2_000);
  });

  it('uses 60 s to receive a request and 120 s of idle socket by default', async () => {
    const server = await app();
    await server.ready();
    expect(server.server.requestTimeout).toBe(60_000);
    expect(server.server.timeout).toBe(120_000);
    expect(server.initialConfig.connectionTimeout).toBe(120_000);
  });
});

describe('uploads', () => {
  it('are served with a sandbox CSP and nosniff, so a file can never run as a page', async () => {
    writeFileSync(join(uploadsDir, 'hardening-probe.webp'), Buffer.from('RIFF....WEBPVP8 '));
    const server = await app();
    const res = await server.inject('/uploads/hardening-probe.webp');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-security-policy']).toBe('sandbox');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('request ids', () => {
  const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

  it('are generated by the server, never taken from the client', async () => {
    const server = await app();
    for (const sent of ['<script>alert(1)</script>', '0f0e0d0c-0b0a-4908-8706-050403020100']) {
      const res = await server.inject({ url: '/healthz', headers: { 'x-request-id': sent } });
      expect(res.headers['x-request-id']).toMatch(UUID);
      expect(res.headers['x-request-id']).not.toBe(sent);
    }
  });

  it('behind a trusted proxy, keep a well-formed UUID from it and nothing else', async () => {
    const server = await app({ env: { TRUST_PROXY: 'true' } });
    const proxyId = '0f0e0d0c-0b0a-4908-8706-050403020100';
    const kept = await server.inject({ url: '/healthz', headers: { 'x-request-id': proxyId } });
    expect(kept.headers['x-request-id']).toBe(proxyId);
    const bad = await server.inject({ url: '/healthz', headers: { 'x-request-id': '<script>' } });
    expect(bad.headers['x-request-id']).toMatch(UUID);
  });
});

describe('request log', () => {
  it('is one line per request: method, path without query, status and time', async () => {
    const lines: Record<string, unknown>[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
        done();
      },
    });
    const server = await app({ logger: { level: 'info', stream } });
    await server.inject('/api/frame/getallframes?search=secret-in-query');
    await server.inject('/healthz');
    const res = await server.inject('/api/nope?x=1');
    // An error keeps its own line from the error handler, besides the request's line.
    await server.inject({ method: 'POST', url: '/api/user/login', payload: { email: 'x' } });
    const perRequest = lines.filter((l) => l.reqId !== undefined && l.url !== undefined);
    expect(perRequest).toHaveLength(3);
    expect(perRequest[2]).toMatchObject({ method: 'POST', url: '/api/user/login', status: 400 });
    expect(lines.some((l) => l.code !== undefined && l.reqId === perRequest[2]?.reqId)).toBe(true);
    expect(perRequest[0]).toMatchObject({
      level: 30,
      method: 'GET',
      url: '/api/frame/getallframes',
      status: 200,
    });
    expect(perRequest[0]?.ms).toEqual(expect.any(Number));
    expect(perRequest[1]).toMatchObject({ url: '/api/nope', status: 404 });
    expect(perRequest[1]?.reqId).toBe(res.headers['x-request-id']);
    expect(JSON.stringify(lines)).not.toMatch(/secret-in-query|incoming request/);
  });
});

describe('URL limits', () => {
  it('the web client caps tRPC URLs at the length the server accepts', () => {
    const client = readFileSync(join(import.meta.dirname, '../../web/src/lib/trpc.ts'), 'utf8');
    expect(client).toMatch(new RegExp(`maxURLLength: ${MAX_URL_LENGTH}\\b`));
  });

  it('a batch of many queries fits the tRPC path parameter, up to the longest URL', async () => {
    const server = await app();
    const procedures = [
      'catalogue.options',
      'catalogue.materials.list',
      'catalogue.frameMaterials.list',
      'catalogue.thicknesses.list',
      'catalogue.sizes.list',
      'catalogue.prices.list',
    ];
    const input = encodeURIComponent(JSON.stringify({}));
    const url = `/trpc/${procedures.join(',')}?batch=1&input=${input}`;
    expect(procedures.join(',').length).toBeGreaterThan(100);
    const res = await server.inject(url);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toHaveLength(procedures.length);
    // The longest URL the web client sends is accepted whole.
    const longest = `${url}&pad=${'x'.repeat(MAX_URL_LENGTH - url.length - 5)}`;
    expect(longest).toHaveLength(MAX_URL_LENGTH);
    expect((await server.inject(longest)).statusCode).toBe(200);
    // A batch whose procedure list alone is that long still reaches tRPC (404 per procedure,
    // not the router's 414 for an over-long parameter).
    const names = `/trpc/${'catalogue.options,'.repeat(120)}`.slice(0, MAX_URL_LENGTH - 8);
    const many = await server.inject(`${names.replace(/,?$/, '')}?batch=1`);
    expect(many.statusCode).not.toBe(414);
  });
});
