import { createReadStream } from 'node:fs';
import { access, mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, normalize, relative, sep } from 'node:path';
import type { Readable } from 'node:stream';
import type { ByteRange, FileStorage, StoredFileInfo } from '../shared/storage';

const missing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

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
    await mkdir(dirname(path), { recursive: true });
    // 'wx': a random key that already exists is a bug, never an overwrite.
    await writeFile(path, data, { flag: 'wx' });
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
    await rm(this.resolve(name), { force: true });
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
