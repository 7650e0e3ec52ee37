import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { freePort } from './support/raw-http';

const SERVER_DIR = join(import.meta.dirname, '..');

/**
 * `npm start` runs the production bundle (issue 20): it builds, starts without tsx, migrates
 * an empty database, serves the API and stops cleanly on SIGTERM.
 */
describe('the server bundle', () => {
  it('builds, serves and stops', { timeout: 120_000 }, async () => {
    execFileSync(process.execPath, ['build/bundle.mjs'], { cwd: SERVER_DIR, stdio: 'ignore' });
    const dir = mkdtempSync(join(tmpdir(), 'frameshop-bundle-'));
    const port = await freePort();
    const child = spawn(process.execPath, ['dist/server.mjs'], {
      cwd: SERVER_DIR,
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'development',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATABASE_URL: `sqlite:${join(dir, 'shop.db')}`,
        UPLOADS_DIR: join(dir, 'uploads'),
        SEED_DEMO: 'false',
        SERVE_WEB: 'false',
        LOG_LEVEL: 'info',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let log = '';
    child.stdout?.on('data', (d) => {
      log += d;
    });
    child.stderr?.on('data', (d) => {
      log += d;
    });
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
    try {
      const base = `http://127.0.0.1:${port}`;
      for (let i = 0; ; i++) {
        if (child.exitCode !== null) throw new Error(`bundle exited early:\n${log}`);
        const ready = await fetch(`${base}/readyz`).catch(() => null);
        if (ready?.status === 200) break;
        if (i > 600) throw new Error(`bundle not ready in time:\n${log}`);
        await new Promise((r) => setTimeout(r, 50));
      }
      const frames = await fetch(`${base}/api/frame/getallframes`);
      expect(frames.status).toBe(200);
      expect(((await frames.json()) as { data: unknown[] }).data).toEqual([]);
      // Served by the bundle, not by tsx compiling sources.
      expect(log).not.toMatch(/tsx/);
      child.kill('SIGTERM');
      expect(await exited).toBe(0);
      expect(log).toMatch(/SIGTERM received, shutting down/);
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
