import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, statfsSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { unavailableMessages } from '@frameshop/contracts/shared/messages';
import { createTestDatabase, type TestDatabase } from '@frameshop/db/testing/test-database';
import { processImage } from '@frameshop/domain/media/image-pipeline';
import { preparePhoto } from '@frameshop/domain/media/photo-pipeline';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import {
  ADMIN,
  bearer,
  createAdmin,
  loginToken,
  multipart,
  tableCounts,
  testConfig,
} from './helpers';

const run = promisify(execFile);
const PAGE = 4096;
const pages = (bytes: number) => Math.ceil(bytes / PAGE) * PAGE;

/**
 * Issue 19 §6: the uploads folder unwritable or full. An upload then answers 503 with a message
 * (never a 500), and nothing is half stored: no row, no file, not even the parts written before
 * the disk said no. SQLite: this is about the disk, not the database.
 */

/** Photos whose every width is large: random pixels do not compress. */
async function noisyJpeg(width: number, height: number): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = (Math.random() * 256) | 0;
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
}

function filesUnder(dir: string): string[] {
  try {
    return readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => join(e.parentPath, e.name));
  } catch {
    return [];
  }
}

describe('faults: uploads folder unwritable or full [sqlite]', () => {
  let t: TestDatabase;
  let scratch = '';
  beforeAll(async () => {
    scratch = mkdtempSync(join(tmpdir(), 'frameshop-uploads-fault-'));
    t = await createTestDatabase('sqlite');
  });
  afterAll(async () => {
    await t?.destroy();
    if (scratch) rmSync(scratch, { recursive: true, force: true });
  });

  let apps = 0;
  /** The app with its two file areas where the test says, an admin, and a frame's fields. */
  async function appOver(uploadsDir: string, privateFilesDir: string) {
    const n = ++apps;
    const app: FastifyInstance = await buildApp({
      config: { ...testConfig(), uploadsDir, privateFilesDir },
      database: t,
      logger: false,
    });
    await createAdmin(app);
    const admin = bearer(await loginToken(app, ADMIN.email, ADMIN.password));
    const call = (url: string, payload: object) =>
      app.inject({ method: 'POST', url: `/api${url}`, payload, headers: admin });
    const material = await call('/material/create', { materialName: `Canvas ${n}` });
    const frameMaterial = await call('/framematerial/createframemat', {
      materialName: `Teak ${n}`,
    });
    const size = await call('/size/createsize', { width: 8, height: 10 + n });
    const fields = {
      name: 'Oak Classic',
      basePrice: '1299',
      description: 'Hand finished',
      materialId: String(material.json().data.materialId),
      frameMaterialId: String(frameMaterial.json().data.frameMaterialId),
      frameShape: 'Rectangle',
      weight: '1.5',
      origin: 'Jaipur',
      isNewArrival: 'true',
      isOffer: 'false',
      colors: '["Brown"]',
      careInstruction: '["Dust weekly"]',
      includes: '["Hook"]',
      sizes: JSON.stringify([{ sizeId: size.json().data.sizeId, price: 1500, total_qty: 10 }]),
    };
    const uploadPhoto = async (data: Buffer) => {
      const body = await multipart({}, [
        { field: 'photo', name: 'me.jpg', type: 'image/jpeg', data },
      ]);
      return app.inject({ method: 'POST', url: '/api/photos', ...body });
    };
    const createFrame = async (images: Buffer[]) => {
      const body = await multipart(
        fields,
        images.map((data, i) => ({ name: `f${i}.jpg`, type: 'image/jpeg', data })),
      );
      return app.inject({
        method: 'POST',
        url: '/api/frame/createframe',
        ...body,
        headers: { ...body.headers, ...admin },
      });
    };
    return { app, uploadPhoto, createFrame };
  }

  const expectStorage503 = (res: { statusCode: number; body: string }) => {
    expect(res.statusCode, res.body).toBe(503);
    expect(JSON.parse(res.body)).toEqual({
      message: unavailableMessages.storage,
      error: unavailableMessages.storage,
      code: 'UNAVAILABLE',
    });
  };

  it('the folders replaced by files while running (ENOTDIR): 503, no row, no file', async () => {
    const root = join(scratch, 'replaced');
    const s = await appOver(join(root, 'public'), join(root, 'private'));
    try {
      // A mount gone, a deploy script gone wrong: where the folders were, files now are.
      for (const area of ['public', 'private']) {
        rmSync(join(root, area), { recursive: true, force: true });
        writeFileSync(join(root, area), 'not a folder');
      }
      const before = await tableCounts(t);
      expectStorage503(await s.uploadPhoto(await noisyJpeg(400, 300)));
      expectStorage503(await s.createFrame([await noisyJpeg(400, 300)]));
      expect(await tableCounts(t)).toEqual(before);
    } finally {
      await s.app.close();
    }
  });

  it.skipIf(process.getuid?.() === 0)(
    'a folder we may not write (EACCES; skipped as root, who may write anywhere)',
    async () => {
      const root = join(scratch, 'read-only');
      mkdirSync(join(root, 'public'), { recursive: true });
      mkdirSync(join(root, 'private'), { recursive: true });
      const { chmodSync } = await import('node:fs');
      chmodSync(join(root, 'public'), 0o555);
      chmodSync(join(root, 'private'), 0o555);
      const s = await appOver(join(root, 'public'), join(root, 'private'));
      try {
        const before = await tableCounts(t);
        expectStorage503(await s.uploadPhoto(await noisyJpeg(400, 300)));
        expectStorage503(await s.createFrame([await noisyJpeg(400, 300)]));
        expect(await tableCounts(t)).toEqual(before);
      } finally {
        await s.app.close();
        chmodSync(join(root, 'public'), 0o755);
        chmodSync(join(root, 'private'), 0o755);
      }
    },
  );

  describe('a full disk (ENOSPC) on a small tmpfs', () => {
    let disk = '';
    let mounted = false;
    let why = '';
    beforeAll(async () => {
      disk = join(scratch, 'tmpfs');
      mkdirSync(disk);
      try {
        await run('mount', ['-t', 'tmpfs', '-o', 'size=16m', 'tmpfs', disk]);
        mounted = true;
      } catch (error) {
        why = String((error as { stderr?: string }).stderr ?? error).trim();
        console.warn(`[fault] full-disk uploads skipped: cannot mount a tmpfs here (${why})`);
      }
    });
    afterAll(async () => {
      if (mounted) await run('umount', [disk]);
    });

    /** Fills the disk so that `free` bytes (whole pages) are left. */
    function leaveFree(free: number) {
      rmSync(join(disk, 'filler'), { force: true });
      const { bavail, bsize } = statfsSync(disk);
      writeFileSync(join(disk, 'filler'), Buffer.alloc(bavail * bsize - free));
      const left = statfsSync(disk);
      expect(left.bavail * left.bsize).toBe(free);
    }

    it('the second file of a photo does not fit: 503, the first is removed, no row', async (ctx) => {
      if (!mounted) return ctx.skip();
      const s = await appOver(join(disk, 'public'), join(disk, 'private'));
      try {
        const photo = await noisyJpeg(1200, 900);
        const { preview } = await preparePhoto(photo);
        expect(preview.length).toBeGreaterThan(2 * PAGE);
        // Room for the original and one page more: the preview after it cannot be written.
        leaveFree(pages(photo.length) + PAGE);
        const before = await tableCounts(t);
        expectStorage503(await s.uploadPhoto(photo));
        expect(await tableCounts(t)).toEqual(before);
        expect(filesUnder(join(disk, 'private'))).toEqual([]);
        // Space again: the same upload goes through, without a restart.
        rmSync(join(disk, 'filler'));
        expect((await s.uploadPhoto(photo)).statusCode).toBe(201);
        expect(filesUnder(join(disk, 'private'))).toHaveLength(2);
      } finally {
        await s.app.close();
      }
    });

    it("the second image of a frame does not fit: 503, the first image's files are removed, no frame", async (ctx) => {
      if (!mounted) return ctx.skip();
      const s = await appOver(join(disk, 'public'), join(disk, 'private'));
      try {
        const first = await noisyJpeg(1000, 800);
        const second = await noisyJpeg(1000, 800);
        const widths = [...(await processImage(first)).values()];
        // Room for every width of the first image and one page: the second cannot be stored.
        leaveFree(widths.reduce((sum, w) => sum + pages(w.length), 0) + PAGE);
        const before = await tableCounts(t);
        expectStorage503(await s.createFrame([first, second]));
        expect(await tableCounts(t)).toEqual(before);
        expect(filesUnder(join(disk, 'public'))).toEqual([]);
      } finally {
        await s.app.close();
        rmSync(join(disk, 'filler'), { force: true });
      }
    });
  });
});
