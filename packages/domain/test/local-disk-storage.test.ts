import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { LocalDiskStorage } from '../src/media/local-disk-storage';

/** What serving and migrating need of the local store: stat, ranged streams, list, ping. */
describe('LocalDiskStorage', () => {
  const root = join(mkdtempSync(join(tmpdir(), 'frameshop-disk-')), 'uploads');
  const disk = new LocalDiskStorage(root);

  it('answers ping before its folder exists, and lists nothing', async () => {
    await expect(disk.ping()).resolves.toBeUndefined();
    const names: string[] = [];
    for await (const n of disk.list()) names.push(n);
    expect(names).toEqual([]);
    await expect(new LocalDiskStorage('/no/such/parent/uploads').ping()).rejects.toThrow();
  });

  it('stats, streams a range, lists nested names, and refuses names outside its folder', async () => {
    await disk.write('frames/a-400.webp', Buffer.from('0123456789'));
    await disk.write('news/b-400.webp', Buffer.from('x'));
    const info = await disk.stat('frames/a-400.webp');
    expect(info).toMatchObject({ size: 10, contentType: null });
    expect(info?.etag).toMatch(/^"[0-9a-f]+-[0-9a-f.]+"$/);
    expect(await disk.stat('frames/none.webp')).toBeNull();
    expect(await disk.stat('frames')).toBeNull();
    const part = await disk.stream('frames/a-400.webp', { start: 2, end: 5 });
    expect(part && (await text(part))).toBe('2345');
    expect(await disk.stream('frames/none.webp')).toBeNull();
    const names: string[] = [];
    for await (const n of disk.list()) names.push(n);
    expect(names).toEqual(['frames/a-400.webp', 'news/b-400.webp']);
    await expect(disk.write('frames/a-400.webp', Buffer.from('again'))).rejects.toThrow();
    await expect(disk.stat('../escape')).rejects.toThrow(/Bad storage name/);
  });
});
