import { createHash } from 'node:crypto';
import type { FileStorage, FileStores, StorageArea } from '@frameshop/domain/shared/storage';

export interface AreaSummary {
  area: StorageArea;
  copied: number;
  /** Already in the target with the same bytes (a re-run skips them). */
  present: number;
  mismatched: string[];
}

const digest = (algorithm: 'md5' | 'sha256', data: Buffer) =>
  createHash(algorithm).update(data).digest('hex');

/** The same bytes already there: by ETag (S3's is the MD5 of a one-part upload), else read back. */
async function sameInTarget(target: FileStorage, name: string, data: Buffer): Promise<boolean> {
  const info = await target.stat(name);
  if (!info || info.size !== data.length) return false;
  if (info.etag === `"${digest('md5', data)}"`) return true;
  const stored = await target.read(name);
  return stored !== null && digest('sha256', stored) === digest('sha256', data);
}

/**
 * Copies every file of both areas from one store to another and verifies each by reading it
 * back (size and SHA-256). Re-runnable: a file already there with the same bytes is skipped.
 * Never removes anything from either side.
 */
export async function migrateStorage(
  from: FileStores,
  to: FileStores,
  log: (line: string) => void = () => {},
): Promise<AreaSummary[]> {
  const summaries: AreaSummary[] = [];
  for (const area of ['public', 'private'] as const) {
    const summary: AreaSummary = { area, copied: 0, present: 0, mismatched: [] };
    for await (const name of from[area].list()) {
      const data = await from[area].read(name);
      if (!data) continue; // Removed while we ran: nothing refers to it any more.
      if (await sameInTarget(to[area], name, data)) {
        summary.present++;
        continue;
      }
      await to[area].write(name, data);
      const back = await to[area].read(name);
      if (back?.length === data.length && digest('sha256', back) === digest('sha256', data)) {
        summary.copied++;
      } else {
        summary.mismatched.push(name);
        log(`MISMATCH ${area}/${name}: ${back ? `${back.length} bytes read back` : 'missing'}`);
      }
    }
    log(
      `${area}: ${summary.copied} copied, ${summary.present} already there, ${summary.mismatched.length} mismatched`,
    );
    summaries.push(summary);
  }
  return summaries;
}
