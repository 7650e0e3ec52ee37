import { mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join, normalize, sep } from 'node:path';

/**
 * Where processed images go. Local disk today; an object store later only has to
 * implement these two calls. Names are produced by us (random keys), never by the client.
 */
export interface ImageStorage {
  write(name: string, data: Buffer): Promise<void>;
  /** Removing a file that is already gone is not an error. */
  remove(name: string): Promise<void>;
}

export class LocalDiskStorage implements ImageStorage {
  constructor(private readonly root: string) {}

  private resolve(name: string): string {
    const full = normalize(join(this.root, name));
    // Defence in depth: names are ours, but never let one escape the uploads folder.
    if (!full.startsWith(normalize(this.root) + sep)) throw new Error(`Bad storage name: ${name}`);
    return full;
  }

  async write(name: string, data: Buffer): Promise<void> {
    const path = this.resolve(name);
    await mkdir(dirname(path), { recursive: true });
    // 'wx': a random key that already exists is a bug, never an overwrite.
    await writeFile(path, data, { flag: 'wx' });
  }

  async remove(name: string): Promise<void> {
    await rm(this.resolve(name), { force: true });
  }
}
