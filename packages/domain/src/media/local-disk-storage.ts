import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, normalize, sep } from 'node:path';
import type { FileStorage } from '../shared/storage';

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
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async remove(name: string): Promise<void> {
    await rm(this.resolve(name), { force: true });
  }
}
