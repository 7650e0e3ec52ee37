import { MysqlAdapter, sql } from 'kysely';
import type { Db } from '../shared/db';

/**
 * The live frames' search documents as text, for the typo fallback's vocabulary (a catalogue
 * is hundreds of frames, a few thousand words; cached until the catalogue changes).
 */
export async function searchDocuments(db: Db): Promise<string[]> {
  const id = db.getExecutor().adapter instanceof MysqlAdapter ? sql`s.frameId` : sql`s.rowid`;
  const { rows } = await sql<{ text: string }>`
    select s.name as a, s.description as b, s.colors as c, s.material as d, s.frameMaterial as e
    from frame_search s join frames f on f.frameId = ${id}
    where f.archivedAt is null`.execute(db);
  return rows.flatMap((r) => Object.values(r as Record<string, string>));
}
