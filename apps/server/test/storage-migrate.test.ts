import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { LocalDiskStorage } from '@frameshop/domain/media/local-disk-storage';
import type { FileStores } from '@frameshop/domain/shared/storage';
import { describe, expect, it } from 'vitest';
import { loadConfig, REPO_ROOT } from '../src/config';
import { createFileStores } from '../src/file-stores';
import { migrateStorage } from '../src/storage-migrate';
import { MOTO, MOTO_MISSING, useMoto } from './support/moto';

if (!MOTO) console.warn(MOTO_MISSING);

/** A shop's local files: public images in folders and a shopper's photo in the private area. */
function localTree() {
  const root = mkdtempSync(join(tmpdir(), 'frameshop-migrate-'));
  const files: Record<string, Buffer> = {
    'uploads/frames/aa-400.webp': randomBytes(3000),
    'uploads/frames/aa-800.webp': randomBytes(9000),
    'uploads/news/bb-400.webp': randomBytes(100),
    'uploads/empty.webp': Buffer.alloc(0),
    'uploads-private/photos/cc-original.jpeg': randomBytes(70_000),
    'uploads-private/photos/cc-preview.webp': randomBytes(5000),
  };
  for (const [path, data] of Object.entries(files)) {
    mkdirSync(join(root, path, '..'), { recursive: true });
    writeFileSync(join(root, path), data);
  }
  return { root, files };
}

/** `npm run storage:migrate`: local areas to their buckets, verified, re-runnable, never deleting. */
describe.skipIf(!MOTO)('storage:migrate (moto)', () => {
  const moto = useMoto();
  const env = (root: string) => ({
    ...moto.env,
    UPLOADS_DIR: join(root, 'uploads'),
    LOG_LEVEL: 'silent',
  });

  it('copies both areas to their buckets, verifies each file, and a second run copies nothing', async () => {
    const { root, files } = localTree();
    const config = loadConfig(env(root));
    const local: FileStores = {
      public: new LocalDiskStorage(config.uploadsDir),
      private: new LocalDiskStorage(config.privateFilesDir),
    };
    const buckets = createFileStores(config);
    const lines: string[] = [];
    const first = await migrateStorage(local, buckets, (l) => lines.push(l));
    expect(first).toEqual([
      { area: 'public', copied: 4, present: 0, mismatched: [] },
      { area: 'private', copied: 2, present: 0, mismatched: [] },
    ]);
    expect(lines).toEqual([
      'public: 4 copied, 0 already there, 0 mismatched',
      'private: 2 copied, 0 already there, 0 mismatched',
    ]);
    expect(await moto.keys(moto.bucket)).toEqual([
      'empty.webp',
      'frames/aa-400.webp',
      'frames/aa-800.webp',
      'news/bb-400.webp',
    ]);
    expect(await moto.keys(moto.privateBucket)).toEqual([
      'photos/cc-original.jpeg',
      'photos/cc-preview.webp',
    ]);
    for (const [path, data] of Object.entries(files)) {
      const [area, ...rest] = path.split('/');
      const store = area === 'uploads' ? buckets.public : buckets.private;
      expect((await store.read(rest.join('/')))?.equals(data), path).toBe(true);
    }

    const second = await migrateStorage(local, buckets);
    expect(second).toEqual([
      { area: 'public', copied: 0, present: 4, mismatched: [] },
      { area: 'private', copied: 0, present: 2, mismatched: [] },
    ]);
    // Nothing local was removed.
    expect(
      readdirSync(root, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()),
    ).toHaveLength(Object.keys(files).length);

    // A file changed in the bucket is copied again (same size, other bytes: the ETag differs).
    await buckets.public.write('frames/aa-400.webp', randomBytes(3000));
    const third = await migrateStorage(local, buckets);
    expect(third[0]).toEqual({ area: 'public', copied: 1, present: 3, mismatched: [] });
  });

  it('reports every copy that does not read back the same; the command then repairs them and exits 0', async () => {
    const { root } = localTree();
    const config = loadConfig(env(root));
    const local: FileStores = {
      public: new LocalDiskStorage(config.uploadsDir),
      private: new LocalDiskStorage(config.privateFilesDir),
    };
    const buckets = createFileStores(config);
    // A store that loses a byte on the way: the real bucket behind a faulty link.
    const bucket = buckets.public;
    const lossy: FileStores = {
      private: buckets.private,
      public: {
        write: (n, data) => bucket.write(n, data.subarray(1)),
        read: (n) => bucket.read(n),
        remove: (n) => bucket.remove(n),
        stat: (n) => bucket.stat(n),
        stream: (n, r) => bucket.stream(n, r),
        list: () => bucket.list(),
        ping: () => bucket.ping(),
      },
    };
    const lines: string[] = [];
    const [pub] = await migrateStorage(local, lossy, (l) => lines.push(l));
    // This tree's bytes are new, so each file is copied; the empty one survives losing a byte.
    expect(pub?.mismatched).toEqual([
      'frames/aa-400.webp',
      'frames/aa-800.webp',
      'news/bb-400.webp',
    ]);
    expect(lines).toContain('MISMATCH public/frames/aa-800.webp: 8999 bytes read back');

    // The command itself: a clean run answers 0 and says so (the lossy copies are repaired).
    const run = await promisify(execFile)(
      join(REPO_ROOT, 'node_modules/.bin/tsx'),
      ['src/cli/storage-migrate.ts'],
      { env: { ...process.env, ...env(root), NODE_ENV: 'test' }, cwd: process.cwd() },
    ).catch((e) => e);
    expect(run.stdout).toContain('public: 3 copied, 1 already there, 0 mismatched');
    expect(run.stdout).toContain('Every file is in its bucket and verified.');
    expect(run.code ?? 0).toBe(0);
  }, 30_000);
});
