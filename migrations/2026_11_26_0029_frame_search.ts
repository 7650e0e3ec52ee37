import { type Kysely, SqliteAdapter, sql } from 'kysely';

/**
 * The listing's search index (issue 24): one document per frame with its name, description,
 * colours and both material names, as an SQLite FTS5 table or an InnoDB table with FULLTEXT
 * indexes on MySQL/MariaDB.
 *
 * Triggers keep it in step, not the use cases: every write to frames, materials and frame
 * materials (the admin forms, the demo seed, restores, fixtures, a hand-run UPDATE) changes
 * the document in the same statement, so no path can forget it, and a material's rename
 * reaches every frame that uses it without the catalogue use cases knowing about search.
 *
 * On SQLite the FTS rowid is the frameId (joins and deletes by rowid are the fast path); the
 * frameId column is kept too, UNINDEXED, so both engines answer the same columns.
 */
const SQLITE_DOCUMENT = `
  (SELECT materialName FROM materials WHERE materialId = NEW.materialId),
  (SELECT materialName FROM frame_materials WHERE frameMaterialId = NEW.frameMaterialId)`;

export async function up(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof SqliteAdapter) {
    await sql`CREATE VIRTUAL TABLE frame_search USING fts5(
      frameId UNINDEXED, name, description, colors, material, frameMaterial,
      tokenize = 'unicode61 remove_diacritics 2', prefix = '2 3')`.execute(db);
    await sql`INSERT INTO frame_search (rowid, frameId, name, description, colors, material, frameMaterial)
      SELECT f.frameId, f.frameId, f.name, f.description, f.colors, m.materialName, fm.materialName
      FROM frames f
      JOIN materials m ON m.materialId = f.materialId
      JOIN frame_materials fm ON fm.frameMaterialId = f.frameMaterialId`.execute(db);
    await sql
      .raw(`CREATE TRIGGER frame_search_insert AFTER INSERT ON frames BEGIN
        INSERT INTO frame_search (rowid, frameId, name, description, colors, material, frameMaterial)
        VALUES (NEW.frameId, NEW.frameId, NEW.name, NEW.description, NEW.colors, ${SQLITE_DOCUMENT});
      END`)
      .execute(db);
    // Only the searched columns: a review's rating change does not rewrite the document.
    await sql
      .raw(`CREATE TRIGGER frame_search_update
        AFTER UPDATE OF name, description, colors, materialId, frameMaterialId ON frames BEGIN
        DELETE FROM frame_search WHERE rowid = OLD.frameId;
        INSERT INTO frame_search (rowid, frameId, name, description, colors, material, frameMaterial)
        VALUES (NEW.frameId, NEW.frameId, NEW.name, NEW.description, NEW.colors, ${SQLITE_DOCUMENT});
      END`)
      .execute(db);
    await sql`CREATE TRIGGER frame_search_delete AFTER DELETE ON frames BEGIN
        DELETE FROM frame_search WHERE rowid = OLD.frameId;
      END`.execute(db);
    await sql`CREATE TRIGGER frame_search_material AFTER UPDATE OF materialName ON materials BEGIN
        UPDATE frame_search SET material = NEW.materialName
        WHERE rowid IN (SELECT frameId FROM frames WHERE materialId = NEW.materialId);
      END`.execute(db);
    await sql`CREATE TRIGGER frame_search_frame_material AFTER UPDATE OF materialName ON frame_materials BEGIN
        UPDATE frame_search SET frameMaterial = NEW.materialName
        WHERE rowid IN (SELECT frameId FROM frames WHERE frameMaterialId = NEW.frameMaterialId);
      END`.execute(db);
    return;
  }

  // InnoDB FULLTEXT: all columns for matching, the name alone and the attributes alone for the
  // ranking tiers (MATCH needs an index on exactly the columns it names).
  await sql`CREATE TABLE frame_search (
    frameId INT NOT NULL PRIMARY KEY,
    name VARCHAR(150) NOT NULL,
    description TEXT NOT NULL,
    colors TEXT NOT NULL,
    material VARCHAR(100) NOT NULL,
    frameMaterial VARCHAR(100) NOT NULL,
    FULLTEXT KEY frame_search_all (name, description, colors, material, frameMaterial),
    FULLTEXT KEY frame_search_name (name),
    FULLTEXT KEY frame_search_attributes (colors, material, frameMaterial)
  ) ENGINE = InnoDB`.execute(db);
  await sql`INSERT INTO frame_search (frameId, name, description, colors, material, frameMaterial)
    SELECT f.frameId, f.name, f.description, f.colors, m.materialName, fm.materialName
    FROM frames f
    JOIN materials m ON m.materialId = f.materialId
    JOIN frame_materials fm ON fm.frameMaterialId = f.frameMaterialId`.execute(db);
  const document = `
    (SELECT materialName FROM materials WHERE materialId = NEW.materialId),
    (SELECT materialName FROM frame_materials WHERE frameMaterialId = NEW.frameMaterialId)`;
  await sql
    .raw(`CREATE TRIGGER frame_search_insert AFTER INSERT ON frames FOR EACH ROW
      INSERT INTO frame_search (frameId, name, description, colors, material, frameMaterial)
      VALUES (NEW.frameId, NEW.name, NEW.description, NEW.colors, ${document})`)
    .execute(db);
  // MySQL has no UPDATE OF: the document is rewritten only when a searched column changed.
  await sql
    .raw(`CREATE TRIGGER frame_search_update AFTER UPDATE ON frames FOR EACH ROW
      UPDATE frame_search SET
        name = NEW.name, description = NEW.description, colors = NEW.colors,
        material = (SELECT materialName FROM materials WHERE materialId = NEW.materialId),
        frameMaterial = (SELECT materialName FROM frame_materials WHERE frameMaterialId = NEW.frameMaterialId)
      WHERE frameId = NEW.frameId
        AND NOT (NEW.name <=> OLD.name AND NEW.description <=> OLD.description
          AND NEW.colors <=> OLD.colors AND NEW.materialId <=> OLD.materialId
          AND NEW.frameMaterialId <=> OLD.frameMaterialId)`)
    .execute(db);
  await sql`CREATE TRIGGER frame_search_delete AFTER DELETE ON frames FOR EACH ROW
      DELETE FROM frame_search WHERE frameId = OLD.frameId`.execute(db);
  await sql`CREATE TRIGGER frame_search_material AFTER UPDATE ON materials FOR EACH ROW
      UPDATE frame_search SET material = NEW.materialName
      WHERE frameId IN (SELECT frameId FROM frames WHERE materialId = NEW.materialId)`.execute(db);
  await sql`CREATE TRIGGER frame_search_frame_material AFTER UPDATE ON frame_materials FOR EACH ROW
      UPDATE frame_search SET frameMaterial = NEW.materialName
      WHERE frameId IN (SELECT frameId FROM frames WHERE frameMaterialId = NEW.frameMaterialId)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const trigger of [
    'frame_search_insert',
    'frame_search_update',
    'frame_search_delete',
    'frame_search_material',
    'frame_search_frame_material',
  ]) {
    await sql`DROP TRIGGER IF EXISTS ${sql.raw(trigger)}`.execute(db);
  }
  await sql`DROP TABLE frame_search`.execute(db);
}
