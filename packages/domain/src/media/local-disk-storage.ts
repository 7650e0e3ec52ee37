import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, normalize, sep } from 'node:path';
import { unavailableMessages } from '@frameshop/contracts/shared/messages';
import { AppError } from '../shared/errors';
import type { FileStorage } from '../shared/storage';

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
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
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
}
