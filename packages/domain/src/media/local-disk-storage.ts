import { createReadStream } from 'node:fs';
import { access, mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, normalize, relative, sep } from 'node:path';
import type { Readable } from 'node:stream';
import { unavailableMessages } from '@frameshop/contracts/shared/messages';
import { AppError } from '../shared/errors';
import type { ByteRange, FileStorage, StoredFileInfo } from '../shared/storage';

const missing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/**
 * What the disk says when it cannot take a file: full (ENOSPC, EDQUOT), read-only (EROFS), not
 * ours to write (EACCES, EPERM), a path that is no folder (ENOTDIR), failing (EIO), or out of
 * file handles (EMFILE, ENFILE). None is the uploader's fault and none is a bug in the request:
 * a 503 that says to try later, never a 500 with the OS's words.
 */
const STORAGE_DOWN = new Set([
  'ENOSPC',
  'EDQUOT',
  'EROFS',
  'EACCES',
  'EPERM',
  'ENOTDIR',
  'EIO',
  'EMFILE',
  'ENFILE',
]);

function storageError(error: unknown): unknown {
  const code = (error as NodeJS.ErrnoException)?.code;
  if (code === undefined || !STORAGE_DOWN.has(code)) return error;
  return new AppError('UNAVAILABLE', unavailableMessages.storage);
}

/** Files on local disk under one root folder (one for the public area, another for private). */
export class LocalDiskStorage implements FileStorage {
  constructor(private readonly root: string) {}

  private resolve(name: string): string {
    const full = normalize(join(this.root, name));
    // Defence in depth: names are ours, but never let one escape the root folder.
    if (!full.startsWith(normalize(this.root) + sep)) throw new Error(`Bad storage name: ${name}`);
    return full;
  }

  async write(name: string, data: Buffer): Promise<void> {
    const path = this.resolve(name);
    await mkdir(dirname(path), { recursive: true }).catch((error: unknown) => {
      throw storageError(error);
    });
    try {
      // 'wx': a random key that already exists is a bug, never an overwrite.
      await writeFile(path, data, { flag: 'wx' });
    } catch (error) {
      // A write cut short (a full disk) can leave part of a file: it goes, the error stays.
      // Never on EEXIST: that file is someone else's.
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') {
        await rm(path, { force: true }).catch(() => {});
      }
      throw storageError(error);
    }
  }

  async read(name: string): Promise<Buffer | null> {
    try {
      return await readFile(this.resolve(name));
    } catch (error) {
      if (missing(error)) return null;
      throw error;
    }
  }

  async remove(name: string): Promise<void> {
    try {
      await rm(this.resolve(name), { force: true });
    } catch (error) {
      // A folder on the way that is not a folder: the file cannot be there either.
      if ((error as NodeJS.ErrnoException).code === 'ENOTDIR') return;
      throw storageError(error);
    }
  }

  async stat(name: string): Promise<StoredFileInfo | null> {
    try {
      const s = await stat(this.resolve(name));
      if (!s.isFile()) return null;
      // Names are never reused, so size and time identify the bytes well enough.
      const etag = `"${s.size.toString(16)}-${s.mtimeMs.toString(16)}"`;
      return { size: s.size, etag, lastModified: s.mtime, contentType: null };
    } catch (error) {
      if (missing(error)) return null;
      throw error;
    }
  }

  async stream(name: string, range?: ByteRange): Promise<Readable | null> {
    if (!(await this.stat(name))) return null;
    return createReadStream(this.resolve(name), range);
  }

  async *list(): AsyncIterable<string> {
    let entries: string[];
    try {
      entries = await readdir(this.root, { recursive: true });
    } catch (error) {
      if (missing(error)) return;
      throw error;
    }
    for (const entry of entries.sort()) {
      const full = join(this.root, entry);
      if ((await stat(full)).isFile()) yield relative(this.root, full).split(sep).join('/');
    }
  }

  async ping(): Promise<void> {
    // A folder not made yet is fine: the first write makes it. Its parent must be reachable.
    await access(dirname(normalize(this.root)));
  }
}
