import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { createTestDatabase, type TestDatabase } from '@frameshop/db/testing/test-database';
import { seedDemoCatalogue } from '@frameshop/domain/seed/demo-catalogue';
import { systemContext } from '@frameshop/domain/shared/context';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { StoredBody } from '../src/plugins/stored-body';
import { cacheKey } from '../src/plugins/trpc-read-cache';
import { testConfig } from './helpers';

/**
 * The HTTP read cache stores exact response bytes, so it may only hold answers whose format
 * does not depend on request headers: tRPC streams JSON Lines when asked (`trpc-accept` or
 * `accept: application/jsonl`), and that answer must never be replayed to a plain client, nor
 * a plain answer to a streaming one.
 */
describe('tRPC read cache and response formats', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  const procedures = 'catalogue.materials.list,catalogue.sizes.list';
  const query = `batch=1&input=${encodeURIComponent('{}')}`;
  const url = `/trpc/${procedures}?${query}`;

  beforeAll(async () => {
    database = await createTestDatabase('sqlite');
    app = await buildApp({ config: testConfig(), database, logger: false });
    await seedDemoCatalogue.run(systemContext(app.deps, 'seed'), undefined);
  }, 60_000);
  afterAll(async () => {
    await app.close();
    await database.destroy();
  });
  beforeEach(() => app.deps.caches.invalidate(['catalogue']));

  const plain = () => app.inject({ url });
  const streamed = (headers: Record<string, string>) => app.inject({ url, headers });
  const STREAM_HEADERS: Record<string, string>[] = [
    { 'trpc-accept': 'application/jsonl' },
    { accept: 'application/jsonl' },
  ];

  function expectPlain(res: LightMyRequestResponse) {
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['transfer-encoding']).toBeUndefined();
    const body = JSON.parse(res.body);
    expect(Array.isArray(body)).toBe(true);
    expect(body[0].result.data.length).toBeGreaterThan(0);
    expect(body[1].result.data.length).toBeGreaterThan(0);
  }

  function expectStreamed(res: LightMyRequestResponse) {
    expect(res.statusCode).toBe(200);
    // Never both: a length and chunked framing contradict each other.
    expect(
      res.headers['transfer-encoding'] !== undefined && res.headers['content-length'] !== undefined,
    ).toBe(false);
    const lines = res.body.split('\n').filter(Boolean);
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) JSON.parse(line);
    expect(Array.isArray(JSON.parse(lines[0] as string))).toBe(false);
  }

  /** Marks the stored answer (an extra space, still the same JSON) so a hit is recognisable. */
  function markStored(): string {
    const key = cacheKey(procedures, query) as string;
    const stored = app.deps.caches.catalogue.peek<StoredBody>(key);
    expect(stored, 'the plain answer was stored').toBeInstanceOf(StoredBody);
    const marked = `${stored?.identity.toString('utf8')} `;
    app.deps.caches.catalogue.put(key, new StoredBody(marked), app.deps.caches.catalogue.version);
    return marked;
  }

  for (const headers of STREAM_HEADERS) {
    const asked = Object.entries(headers)[0]?.join(': ');

    it(`a streamed answer (${asked}) first is never served to a plain request`, async () => {
      expectStreamed(await streamed(headers));
      expect(app.deps.caches.catalogue.peek(`trpc:${url}`)).toBeUndefined();
      expectPlain(await plain());
      expectPlain(await plain());
      expectStreamed(await streamed(headers));
    });

    it(`a cached plain answer is never served to a streaming request (${asked})`, async () => {
      expectPlain(await plain());
      const marked = markStored();
      const hit = await plain();
      expectPlain(hit);
      expect(hit.body).toBe(marked);
      const res = await streamed(headers);
      expectStreamed(res);
      expect(res.body).not.toBe(marked);
    });
  }

  it('a hit carries only safe headers, the same as the miss that stored it', async () => {
    const miss = await plain();
    const marked = markStored();
    const hit = await plain();
    expect(hit.body, 'served from the cache').toBe(marked);
    expect(hit.headers['content-type']).toBe(miss.headers['content-type']);
    expect(hit.headers.vary).toBe(miss.headers.vary);
    expect(hit.headers['content-length']).toBe(String(Buffer.byteLength(hit.body)));
    expect(hit.headers['transfer-encoding']).toBeUndefined();
  });

  it('sends a large hit as bytes compressed once per encoding, the same JSON as the miss', async () => {
    const input = encodeURIComponent('{"page":1,"limit":12}');
    const listUrl = `/trpc/catalogue.frames.list?input=${input}`;
    const miss = await app.inject({ url: listUrl, headers: { 'accept-encoding': 'br' } });
    expect(miss.headers['content-encoding']).toBe('br');
    const json = brotliDecompressSync(miss.rawPayload).toString('utf8');
    expect(json.length).toBeGreaterThan(1024);
    const stored = app.deps.caches.catalogue.peek<StoredBody>(
      cacheKey('catalogue.frames.list', `input=${input}`) ?? '-',
    );
    expect(stored?.identity.toString('utf8')).toBe(json);
    for (const [encoding, decode] of [
      ['br', brotliDecompressSync],
      ['gzip', gunzipSync],
    ] as const) {
      const first = await app.inject({ url: listUrl, headers: { 'accept-encoding': encoding } });
      const again = await app.inject({ url: listUrl, headers: { 'accept-encoding': encoding } });
      expect(first.headers['content-encoding'], encoding).toBe(encoding);
      expect(first.headers.vary, encoding).toBe(miss.headers.vary);
      expect(decode(first.rawPayload).toString('utf8'), encoding).toBe(json);
      // The kept bytes: compressed on the first request that took this encoding, not again.
      expect(again.rawPayload.equals(first.rawPayload), encoding).toBe(true);
      expect(stored?.body(encoding), encoding).toBe(stored?.body(encoding));
    }
    const identity = await app.inject({ url: listUrl });
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.body).toBe(json);
  });

  it('keys only on what tRPC reads: extra query parameters are never cached, so junk cannot evict', async () => {
    await plain();
    const marked = markStored();
    const version = app.deps.caches.catalogue.version;
    for (const junk of ['&x=1', '&input=%7B%7D', '&batch=1']) {
      const res = await app.inject({ url: `${url}${junk}` });
      expect(res.body, junk).not.toBe(marked);
      expect(
        app.deps.caches.catalogue.peek(cacheKey(procedures, `${query}${junk}`) ?? '-'),
      ).toBeUndefined();
    }
    expect(app.deps.caches.catalogue.version).toBe(version);
    expect((await plain()).body).toBe(marked);
  });

  it('plain JSON clients that say so (accept: application/json, */*) still use the cache', async () => {
    await plain();
    const marked = markStored();
    for (const accept of ['application/json', '*/*', 'application/json, */*;q=0.8']) {
      const res = await app.inject({ url, headers: { accept } });
      expectPlain(res);
      expect(res.body, accept).toBe(marked);
    }
    const html = await app.inject({ url, headers: { accept: 'text/html' } });
    expect(html.body).not.toBe(marked);
  });

  it('answers a single call directly with the very bytes the tRPC adapter sends', async () => {
    const calls: [string, unknown][] = [
      ['catalogue.materials.list', undefined],
      ['catalogue.options', undefined],
      ['catalogue.frames.list', { limit: 3, sort: 'price_asc', search: 'a' }],
      ['catalogue.frames.byId', { frameId: 1 }],
      [
        'catalogue.quote',
        { widthIn: 12, heightIn: 18, shape: 'Oval', materialId: 1, frameMaterialId: 1 },
      ],
    ];
    for (const [path, input] of calls) {
      for (const batched of [false, true]) {
        const encoded =
          input === undefined
            ? batched
              ? 'batch=1'
              : ''
            : batched
              ? `batch=1&input=${encodeURIComponent(JSON.stringify({ 0: input }))}`
              : `input=${encodeURIComponent(JSON.stringify(input))}`;
        app.deps.caches.invalidate(['catalogue']);
        const direct = await app.inject({ url: `/trpc/${path}?${encoded}` });
        // A junk parameter makes the call uncacheable: the adapter answers it.
        const adapter = await app.inject({ url: `/trpc/${path}?${encoded}&via=adapter` });
        const label = `${path} batched=${batched}`;
        expect(direct.statusCode, label).toBe(200);
        expect(direct.body, label).toBe(adapter.body);
        expect(direct.headers['content-type'], label).toBe(adapter.headers['content-type']);
        expect(direct.headers.vary, label).toBe(adapter.headers.vary);
        // And it was stored: the next identical call is a hit with the same bytes.
        const stored = app.deps.caches.catalogue.peek<StoredBody>(cacheKey(path, encoded) ?? '-');
        expect(stored?.identity.toString('utf8'), label).toBe(direct.body);
      }
    }
  });

  it("leaves errors to the adapter, so they keep tRPC's error shape", async () => {
    for (const [path, input] of [
      ['catalogue.frames.byId', { frameId: 999_999 }],
      ['catalogue.frames.list', { limit: 0 }],
      ['catalogue.quote', { widthIn: 12 }],
    ] as const) {
      const encoded = `input=${encodeURIComponent(JSON.stringify(input))}`;
      const direct = await app.inject({ url: `/trpc/${path}?${encoded}` });
      const adapter = await app.inject({ url: `/trpc/${path}?${encoded}&via=adapter` });
      expect(direct.statusCode, path).toBeGreaterThanOrEqual(400);
      expect(direct.statusCode, path).toBe(adapter.statusCode);
      expect(direct.body, path).toBe(adapter.body);
    }
  });
});
