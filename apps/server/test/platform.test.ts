import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestDatabase, describeAdapter } from '@frameshop/db/testing/test-database';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { ConfigError, loadConfig } from '../src/config';
import { testConfig, useApp } from './helpers';

const webDist = mkdtempSync(join(tmpdir(), 'frameshop-web-'));
writeFileSync(
  join(webDist, 'index.html'),
  '<!doctype html><title>Frame shop</title><div id="root"></div>',
);

describeAdapter('platform', (t) => {
  const ctx = useApp(t, { config: { SERVE_WEB: true, webDistDir: webDist } });

  it('reports liveness and database readiness', async () => {
    expect((await ctx.app.inject('/healthz')).json()).toEqual({ status: 'ok' });
    const ready = await ctx.app.inject('/readyz');
    expect(ready.statusCode).toBe(200);
    expect(ready.json().database).toBe(t.dialect);
  });

  it('serves the web app for client routes, never for API paths', async () => {
    for (const path of ['/', '/admin/users', '/Singleproduct/12?x=1']) {
      const res = await ctx.app.inject(path);
      expect(res.statusCode, path).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.body).toContain('Frame shop');
    }
    for (const path of ['/api/nope', '/uploads/missing.webp', '/api']) {
      const res = await ctx.app.inject(path);
      expect(res.statusCode, path).toBe(404);
      expect(res.headers['content-type']).toMatch(/json/);
      expect(res.json().error).toMatch(/No such endpoint|Not Found/);
    }
    const trpc = await ctx.app.inject('/trpc/nope.nothing');
    expect(trpc.statusCode).toBe(404);
    expect(trpc.headers['content-type']).toMatch(/json/);
  });

  it('sends security headers and a request id', async () => {
    const res = await ctx.app.inject('/healthz');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-frame-options']).toBeDefined();
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('5xx responses', () => {
  it('hide SQL and stack traces', async () => {
    const database = await createTestDatabase('sqlite');
    const app = await buildApp({ config: testConfig(), database, logger: false });
    await database.db.schema.dropTable('sessions').execute();
    await database.db.schema.dropTable('users').execute();
    const res = await app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { email: 'a@b.co', password: 'whatever1' },
    });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      message: 'Internal server error',
      error: 'Internal server error',
      code: 'INTERNAL',
    });
    const trpc = await app.inject({
      method: 'POST',
      url: '/trpc/auth.login',
      payload: { email: 'a@b.co', password: 'whatever1' },
    });
    expect(trpc.statusCode).toBe(500);
    expect(trpc.body).not.toMatch(/users|SELECT|at .*\.ts/);
    expect(trpc.json().error.message).toBe('Internal server error');
    await app.close();
    await database.destroy();
  });
});

describe('config', () => {
  it('has working defaults for the embedded database', () => {
    const c = loadConfig({});
    expect(c.PORT).toBe(3000);
    expect(c.DATABASE_URL).toBe('sqlite:./data/shop.db');
    expect(c.seedDemo).toBe(true);
    expect(c.publicUrl).toBe('http://localhost:3000');
  });

  it('turns demo seeding off by default on MySQL', () => {
    expect(loadConfig({ DATABASE_URL: 'mysql://u:p@db:3306/shop' }).seedDemo).toBe(false);
  });

  it('names every bad field', () => {
    let error: unknown;
    try {
      loadConfig({
        PORT: 'eighty',
        DATABASE_URL: 'postgres://x',
        ADMIN_EMAIL: 'boss',
        CORS_ORIGINS: 'nope',
      });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    expect(message).toMatch(/PORT:/);
    expect(message).toMatch(/DATABASE_URL: must start with sqlite: or mysql:\/\//);
    expect(message).toMatch(/ADMIN_EMAIL: must be an email address/);
    expect(message).toMatch(/CORS_ORIGINS/);
  });

  it('keeps private files out of the public uploads folder', () => {
    const c = loadConfig({ UPLOADS_DIR: '/srv/up' });
    expect(c.privateFilesDir).toBe('/srv/up-private');
    expect(() =>
      loadConfig({ UPLOADS_DIR: '/srv/up', PRIVATE_FILES_DIR: '/srv/up/photos' }),
    ).toThrow(/PRIVATE_FILES_DIR: must not be inside UPLOADS_DIR/);
    expect(() => loadConfig({ UPLOADS_DIR: '/srv/up', PRIVATE_FILES_DIR: '/srv/up' })).toThrow(
      /PRIVATE_FILES_DIR/,
    );
  });

  it('wants ADMIN_EMAIL and ADMIN_PASSWORD together', () => {
    expect(() => loadConfig({ ADMIN_EMAIL: 'boss@example.com' })).toThrow(
      /ADMIN_PASSWORD: ADMIN_EMAIL and ADMIN_PASSWORD go together/,
    );
  });

  it('needs PUBLIC_URL in production, so no Host header shapes canonical URLs', () => {
    const production = {
      NODE_ENV: 'production',
      PHONEPE_MODE: 'simulator',
      SECRETS_KEY: 'ab'.repeat(32),
    };
    expect(() => loadConfig(production)).toThrow(
      /PUBLIC_URL: must be set when NODE_ENV=production/,
    );
    const config = loadConfig({ ...production, PUBLIC_URL: 'https://shop.example.in/' });
    expect(config.publicUrl).toBe('https://shop.example.in');
  });
});
