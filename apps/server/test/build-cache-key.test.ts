import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../../..');

/** The hash turbo would cache the web build under, with these variables set. */
function webBuildHash(env: Record<string, string>): string {
  const out = execFileSync(
    'npx',
    ['turbo', 'run', 'build', '--filter=@frameshop/web', '--dry=json'],
    {
      cwd: ROOT,
      env: { ...process.env, ...env },
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    },
  );
  const tasks: { taskId: string; hash: string }[] = JSON.parse(out).tasks;
  const web = tasks.find((task) => task.taskId === '@frameshop/web#build');
  if (!web) throw new Error('turbo planned no web build');
  return web.hash;
}

/**
 * Build once, start many (issue 20): the build's cache key holds only what changes the built
 * files, so starting a process with its own port, database, uploads or address reuses the build.
 */
describe('the web build cache key', () => {
  it('ignores runtime settings and follows what Vite inlines', { timeout: 60_000 }, () => {
    const base = webBuildHash({});
    expect(
      webBuildHash({
        PORT: '4321',
        HOST: '127.0.0.2',
        DATABASE_URL: 'mysql://shop@db:3306/frames',
        UPLOADS_DIR: '/srv/uploads',
        PUBLIC_URL: 'https://frames.example.in',
        REDIS_URL: 'redis://127.0.0.1:6379/0',
        CI: 'true',
      }),
    ).toBe(base);
    expect(webBuildHash({ VITE_SHOP_BANNER: 'Diwali sale' })).not.toBe(base);
  });
});
