/**
 * The data of the catalogue bench (catalogue-bench.ts): a SQLite file of N frames written
 * straight with better-sqlite3 (migrated first, so the schema is the app's), and the search
 * terms that match at least one of them.
 */
import { join } from 'node:path';
import { createDatabase } from '@frameshop/db/create-db';
import { migrateToLatest } from '@frameshop/db/migrate';
import Database from 'better-sqlite3';

/** The filters of the bench's filtered list. */
export const FILTER = { materialId: 1, frameShape: 'Square', minPrice: 600, maxPrice: 1200 };

export async function prepare(dir: string, frames: number): Promise<string> {
  const file = join(dir, `bench-${frames}.db`);
  const database = createDatabase(`sqlite:${file}`);
  await migrateToLatest(database.db);
  await database.destroy();
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.exec(`INSERT INTO materials (materialName, nameKey) VALUES ('Canvas', 'canvas'), ('Glass', 'glass');
           INSERT INTO frame_materials (materialName, nameKey) VALUES ('Teak', 'teak'), ('Oak', 'oak');`);
  const frame =
    db.prepare(`INSERT INTO frames (name, description, basePricePaise, colors, careInstruction,
    includes, materialId, frameMaterialId, frameShape, weightGrams, origin, isNewArrival, isOffer,
    createdAt, updatedAt) VALUES (?, 'A frame', ?, '["Black"]', '[]', '[]', ?, ?, 'Square', 900, 'Jaipur', 0, 0, ?, ?)`);
  const image = db.prepare(
    'INSERT INTO frame_images (frameId, position, fileKey) VALUES (?, 0, ?)',
  );
  const fill = db.transaction(() => {
    for (let i = 1; i <= frames; i++) {
      const { lastInsertRowid } = frame.run(
        `Frame ${i}`,
        50_000 + (i % 97) * 1_000,
        (i % 2) + 1,
        (i % 2) + 1,
        i,
        i,
      );
      image.run(lastInsertRowid, i.toString(16).padStart(32, '0'));
    }
  });
  fill();
  db.close();
  return file;
}

/**
 * Distinct search terms over the "Frame <n>" names: digits, "e 12", "me 12", "frame 12". No
 * "ame 12" or "rame 12": since the search index (issue 24) words match from their start, and
 * 'rame' is answered by the typo fallback ('frame'), which the floor does not copy.
 */
function candidateTerms(frames: number): string[] {
  const terms: string[] = [];
  const top = Math.min(frames, 999);
  for (let n = 1; n <= Math.min(top, 99); n++) {
    for (const prefix of ['', 'e ', 'me ', 'frame ']) terms.push(`${prefix}${n}`);
  }
  for (let n = 100; n <= top; n++) terms.push(String(n));
  return terms;
}

/**
 * The terms that match at least one frame (under `FILTER` when `filtered`), checked on the data
 * file among the first 20,000 frames (enough to prove a match, cheap at 100k). Bench frames have
 * no sizes, so their from-price is their base price.
 */
export function matchingTerms(file: string, frames: number, filtered: boolean): string[] {
  const db = new Database(file, { readonly: true });
  try {
    const filterSql = filtered
      ? 'AND materialId = ? AND frameShape = ? AND basePricePaise BETWEEN ? AND ?'
      : '';
    const match = db.prepare(
      `SELECT 1 FROM frames WHERE frameId <= 20000 AND archivedAt IS NULL
         AND lower(name) LIKE ? ESCAPE '!' ${filterSql} LIMIT 1`,
    );
    const filter = filtered
      ? [FILTER.materialId, FILTER.frameShape, FILTER.minPrice * 100, FILTER.maxPrice * 100]
      : [];
    return candidateTerms(frames).filter(
      (term) => match.get(`%${term.toLowerCase()}%`, ...filter) !== undefined,
    );
  } finally {
    db.close();
  }
}

/**
 * Word searches the index answers (issue 24): a frame number of three digits as a prefix
 * ('123' finds Frame 123, 1230..1239, ...), alone or with a word every frame's document has
 * ('frame', 'black', 'teak' or 'oak' where that frame material is used), each matching at least
 * one frame. Today's list ran each as a LIKE on the name; the bench measures both.
 */
export function wordSearches(file: string, frames: number): string[] {
  const db = new Database(file, { readonly: true });
  try {
    const match = db.prepare(
      'SELECT 1 FROM frame_search WHERE frame_search MATCH ? AND rowid <= 20000 LIMIT 1',
    );
    const searches: string[] = [];
    for (let n = 100; n <= Math.min(frames, 999); n++) {
      for (const words of [`${n}`, `frame ${n}`, `black ${n}`, `${n} teak`]) {
        const fts = words
          .split(' ')
          .map((w) => `"${w}"*`)
          .join(' AND ');
        if (match.get(fts) !== undefined) searches.push(words);
      }
    }
    return searches;
  } finally {
    db.close();
  }
}
