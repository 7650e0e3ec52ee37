import { createHash } from 'node:crypto';
import { cpSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { createTestDatabase, type TestDatabase } from '@frameshop/db/testing/test-database';
import { seedDemoCatalogue } from '@frameshop/domain/seed/demo-catalogue';
import { seedDemoContent } from '@frameshop/domain/seed/demo-content';
import { systemContext } from '@frameshop/domain/shared/context';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../src/app';
import { SESSION_COOKIE } from '../src/plugins/session';
import { inlineScriptHashes, PAGE_MAX_AGE_MS } from '../src/plugins/shop-html/html-cache';
import { SSR_ENTRY } from '../src/plugins/shop-html/ssr';
import { testConfig } from './helpers';
import { attr, ORIGIN, seedOf, webDist } from './support/shop-pages';

/*
 * How the server uses the web build's server renderer (ADR 0020), with stand-in renderers in
 * the fake build: what it hands the render (URL, nonce, the page's answers, a query that serves
 * public reads only), how it wraps the streamed markup in the page's head and #root, the CSP
 * nonce and cache headers, and the fall back to the client-rendered page when the render fails.
 * What the real renderer writes is tested in the browser (apps/web/test/ssr-*.e2e.test.ts).
 */

/** Streams, in two chunks, what it was given and what its queries answered. */
const ECHO_ENTRY = `
export async function render(input) {
  const options = await input.query('catalogue.options', undefined);
  const refused = [];
  for (const path of ['auth.me', 'orders.mine', 'catalogue.nope']) {
    try { await input.query(path, undefined); } catch (error) { refused.push(path); }
  }
  globalThis.__ssrRenders = (globalThis.__ssrRenders ?? 0) + 1;
  const echo = JSON.stringify({
    render: globalThis.__ssrRenders, url: input.url, origin: input.origin, nonce: input.nonce,
    seeds: input.seeds.map((s) => s.path), materials: options.materials.length, refused,
  });
  const bytes = new TextEncoder().encode('<main id="ssr">' + echo.replace(/</g, '\\\\u003c') + '</main><script nonce="' + input.nonce + '">1</script>');
  return { status: 200, body: new ReadableStream({ start(c) {
    c.enqueue(bytes.slice(0, 7)); c.enqueue(bytes.slice(7)); c.close();
  } }) };
}`;
const THROWING_ENTRY = `export async function render() { throw new Error('render exploded'); }`;
const NOT_FOUND_ENTRY = `export async function render() {
  return { status: 404, body: new ReadableStream({ start(c) { c.close(); } }) };
}`;

/** A copy of the fake web build with `entry` as its server renderer. */
function buildWith(entry: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'frameshop-web-ssr-'));
  cpSync(webDist, dir, { recursive: true });
  mkdirSync(join(dir, 'server'));
  writeFileSync(join(dir, SSR_ENTRY), entry);
  return dir;
}

describe('server-rendered shop pages through the web build’s renderer', () => {
  let database: TestDatabase;
  const apps: Record<'echo' | 'throwing' | 'notFound', FastifyInstance> = {} as never;
  const logs: string[] = [];

  beforeAll(async () => {
    database = await createTestDatabase('sqlite');
    for (const [name, entry] of [
      ['echo', ECHO_ENTRY],
      ['throwing', THROWING_ENTRY],
      ['notFound', NOT_FOUND_ENTRY],
    ] as const) {
      apps[name] = await buildApp({
        config: {
          ...testConfig({ PUBLIC_URL: `${ORIGIN}/` }),
          SERVE_WEB: true,
          webDistDir: buildWith(entry),
        },
        database,
        logger: { level: 'error', stream: { write: (line: string) => logs.push(line) } },
      });
    }
    const system = systemContext(apps.echo.deps, 'seed');
    await seedDemoCatalogue.run(system, undefined);
    await seedDemoContent.run(system, undefined);
  }, 120_000);
  afterAll(async () => {
    for (const app of Object.values(apps)) await app?.close();
    await database?.destroy();
  });

  const get = (app: FastifyInstance, url: string, headers: Record<string, string> = {}) =>
    app.inject({ url, headers: { 'accept-encoding': 'identity', ...headers } });
  const echoOf = (html: string) =>
    JSON.parse(/<main id="ssr">([\s\S]*?)<\/main>/.exec(html)?.[1] ?? 'null') as {
      render: number;
      url: string;
      origin: string;
      nonce: string;
      seeds: string[];
      materials: number;
      refused: string[];
    };

  it('streams the render inside #root, after the page’s head, with a nonce the CSP allows', async () => {
    const res = await get(apps.echo, '/ProductListing?newArrival=true&sort=price_asc');
    expect(res.statusCode).toBe(200);
    const html = res.body;
    // The head is the server's, as for the client-rendered page (shop-html-heads.test.ts).
    expect(html).toContain('<title>Shop frames · Frame Shop</title>');
    expect(attr(html, /<link rel="canonical" href="([^"]*)">/)).toBe(`${ORIGIN}/ProductListing`);
    expect(html).toMatch(
      /<div id="root"><main id="ssr">[^<]*<\/main><script nonce="[^"]+">1<\/script><\/div>\s*<\/body>/,
    );
    expect(html.indexOf('<main id="ssr">')).toBeGreaterThan(html.indexOf('</head>'));
    // The scripts only hydrate what is painted: the stylesheet and the LCP image go first.
    expect(html).toContain(
      '<script type="module" fetchpriority="low" crossorigin src="/assets/index-abc.js">',
    );
    expect(html).not.toMatch(/<link rel="modulepreload" crossorigin/);
    // The query cache travels in the render's own scripts: no separate seed.
    expect(html).not.toContain('__trpc_seed');
    const echo = echoOf(html);
    expect(echo.url).toBe('/ProductListing?newArrival=true&sort=price_asc');
    expect(echo.origin).toBe(ORIGIN);
    expect(echo.seeds.sort()).toEqual(['catalogue.frames.list', 'catalogue.options']);
    expect(echo.nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toMatch(
      new RegExp(`script-src 'self' 'nonce-${echo.nonce.replace(/[+/]/g, '\\$&')}'`),
    );
    // A fresh nonce per response.
    const again = echoOf((await get(apps.echo, '/ProductListing')).body);
    expect(again.nonce).not.toBe(echo.nonce);
  });

  it('answers public reads in-process and refuses anything personal or unknown', async () => {
    const echo = echoOf((await get(apps.echo, '/')).body);
    expect(echo.materials).toBeGreaterThan(0);
    expect(echo.refused).toEqual(['auth.me', 'orders.mine', 'catalogue.nope']);
  });

  it('marks the page private when the visitor has a session cookie, and renders the same', async () => {
    const anonymous = await get(apps.echo, '/Contact');
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.headers['cache-control']).toBe('no-cache');
    const signedIn = await get(apps.echo, '/Contact', { cookie: `${SESSION_COOKIE}=whatever` });
    expect(signedIn.headers['cache-control']).toBe('private, no-cache');
    const strip = (html: string) =>
      html.replace(/"nonce":"[^"]*"/, '').replace(/nonce="[^"]*"/g, '');
    expect(strip(signedIn.body)).toBe(strip(anonymous.body));
    expect(anonymous.body).toContain('<title>Contact us · Frame Shop</title>');
  });

  it('leaves unknown frames to the 404 page, and client-only pages to the plain index.html', async () => {
    const missing = await get(apps.echo, '/Singleproduct/999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('<div id="root"></div>');
    expect(missing.body).not.toContain('id="ssr"');
    for (const url of ['/Cart', '/CheckoutPage', '/ProfilePage', '/order-success', '/admin']) {
      const res = await get(apps.echo, url);
      expect(res.body, url).toContain('<div id="root"></div>');
      expect(res.body, url).not.toContain('id="ssr"');
    }
    // The renderer's build is read from disk, never served.
    expect((await get(apps.echo, `/${SSR_ENTRY}`)).body).not.toContain('export async function');
  });

  it('falls back to the client-rendered page, logged, when the render fails or disagrees', async () => {
    for (const [app, message] of [
      [apps.throwing, 'render exploded'],
      [apps.notFound, 'the router answered 404'],
    ] as const) {
      logs.length = 0;
      const res = await get(app, '/');
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<div id="root"></div>');
      expect(res.body).toContain('<title>Frame Shop · Custom picture frames and wall art</title>');
      expect(seedOf(res.body).length).toBeGreaterThan(0);
      // helmet's CSP without a nonce: the page has no inline script to allow.
      expect(String(res.headers['content-security-policy'])).not.toContain('nonce-');
      expect(logs.join('\n')).toContain(message);
      expect(logs.join('\n')).toContain('server rendering failed');
    }
  });

  it('keeps a rendered page until a catalogue or content write; a hit allows its scripts by hash', async () => {
    const app = apps.echo;
    const first = await get(app, '/Aboutpage');
    const second = await get(app, '/Aboutpage');
    // Rendered once: the second is the stored page, byte for byte.
    expect(echoOf(second.body).render).toBe(echoOf(first.body).render);
    expect(second.body).toBe(first.body);
    // No nonce on a hit (the bytes are shared, so a nonce in them would be too): the one inline
    // script the render wrote is allowed by its hash, and nothing else is.
    const csp = String(second.headers['content-security-policy']);
    expect(csp).not.toContain('nonce-');
    const hash = createHash('sha256').update('1').digest('base64');
    expect(/script-src ([^;]*)/.exec(csp)?.[1]).toBe(`'self' 'sha256-${hash}'`);
    // Compressed once per encoding, and the same page once decompressed.
    for (const [encoding, decode] of [
      ['br', brotliDecompressSync],
      ['gzip', gunzipSync],
    ] as const) {
      for (let i = 0; i < 2; i++) {
        const res = await get(app, '/Aboutpage', { 'accept-encoding': `${encoding}, identity` });
        expect(res.headers['content-encoding'], encoding).toBe(encoding);
        expect(res.headers.vary).toContain('accept-encoding');
        expect(decode(res.rawPayload).toString('utf8')).toBe(first.body);
      }
    }
    expect(echoOf((await get(app, '/Aboutpage')).body).render).toBe(echoOf(first.body).render);

    for (const write of ['catalogue', 'content'] as const) {
      const before = echoOf((await get(app, '/Aboutpage')).body).render;
      app.deps.caches.invalidate([write]);
      const after = echoOf((await get(app, '/Aboutpage')).body).render;
      expect(after, write).toBeGreaterThan(before);
      expect(echoOf((await get(app, '/Aboutpage')).body).render, write).toBe(after);
    }
    // Older than PAGE_MAX_AGE_MS: rendered again, so the answers inside stay fresh for React Query.
    const kept = echoOf((await get(app, '/Aboutpage')).body).render;
    const now = Date.now();
    const clock = vi.spyOn(Date, 'now').mockReturnValue(now + PAGE_MAX_AGE_MS + 1);
    try {
      expect(echoOf((await get(app, '/Aboutpage')).body).render).toBeGreaterThan(kept);
    } finally {
      clock.mockRestore();
    }
    // A query string (the listing's filters) is rendered every time.
    const a = echoOf((await get(app, '/ProductListing?sort=price_asc')).body).render;
    const b = echoOf((await get(app, '/ProductListing?sort=price_asc')).body).render;
    expect(b).toBeGreaterThan(a);
  });
});

describe('inlineScriptHashes', () => {
  const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
  it('hashes the scripts a browser runs inline, once each, and nothing else', () => {
    const html = [
      '<script nonce="n1">a()</script>',
      '<script type="module">import("/x.js")</script>',
      '<SCRIPT data-x="1">b()</SCRIPT >',
      '<script type="application/ld+json">{"@type":"Product"}</script>',
      '<script type="module" crossorigin src="/assets/index.js"></script>',
      '<script>a()</script>',
      '<script>₹ “quoted”</script>',
    ].join('');
    expect(inlineScriptHashes(html)).toEqual([
      sha('a()'),
      sha('import("/x.js")'),
      sha('b()'),
      sha('₹ “quoted”'),
    ]);
    expect(inlineScriptHashes('<p>no scripts</p>')).toEqual([]);
  });
});
