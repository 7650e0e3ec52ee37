import { idParam, requiredText } from '@frameshop/contracts/text';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { ServiceContext } from '../shared/context';
import type { Db } from '../shared/db';
import { isUniqueViolation } from '../shared/db';
import { AppError } from '../shared/errors';
import { defineUseCase } from '../shared/use-case';
import { assertUnused, type Usage } from './usage';

/**
 * Materials, frame materials and thicknesses are the same thing with different names: a
 * table of unique, case-insensitive names. One definition serves all three, so their
 * rules (trimmed, unique ignoring case, 409 naming what still uses it) cannot drift apart.
 */
interface NamedKind<Id extends string, Name extends string> {
  key: string;
  table: 'materials' | 'frame_materials' | 'thicknesses';
  id: Id;
  name: Name;
  /** How a person calls it: 'Material', 'Frame material', 'Thickness value'. */
  label: string;
  usage: (db: Db, id: number) => Promise<Usage>;
}

export type Named<Id extends string, Name extends string> = { [K in Id]: number } & {
  [K in Name]: string;
};

export function namedAttribute<Id extends string, Name extends string>(kind: NamedKind<Id, Name>) {
  type Dto = Named<Id, Name>;
  // The three tables share a shape the type system cannot see through a union of names.
  const loose = (db: Db) => db as unknown as Kysely<Record<string, Record<string, unknown>>>;
  const idColumn: string = kind.id;
  const nameSchema = requiredText(kind.label, 100);
  const toDto = (row: Record<string, unknown>) =>
    ({ [kind.id]: Number(row[kind.id]), [kind.name]: String(row[kind.name]) }) as Dto;

  async function findById(db: Db, id: number): Promise<Dto | undefined> {
    const row = await loose(db)
      .selectFrom(kind.table)
      .select([kind.id, kind.name])
      .where(idColumn, '=', id)
      .executeTakeFirst();
    return row && toDto(row);
  }

  async function saveName(ctx: ServiceContext, name: string, id?: number): Promise<Dto> {
    const values = { [kind.name]: name, nameKey: name.toLowerCase() };
    try {
      if (id === undefined) {
        const result = await loose(ctx.db).insertInto(kind.table).values(values).executeTakeFirst();
        id = Number(result.insertId);
      } else {
        const result = await loose(ctx.db)
          .updateTable(kind.table)
          .set(values)
          .where(idColumn, '=', id)
          .executeTakeFirst();
        // MySQL counts only changed rows; an unchanged name is still a found row.
        if (Number(result.numUpdatedRows) === 0 && !(await findById(ctx.db, id))) {
          throw new AppError('NOT_FOUND', `${kind.label} not found`);
        }
      }
    } catch (error) {
      if (isUniqueViolation(error)) {
        throw new AppError('CONFLICT', `${kind.label} '${name}' already exists`);
      }
      throw error;
    }
    ctx.catalogueCache.clear();
    return toDto({ [kind.id]: id, [kind.name]: name });
  }

  return {
    findById,
    list: defineUseCase({
      name: `${kind.key}.list`,
      cacheable: true,
      access: 'public',
      kind: 'query',
      input: z.undefined().or(z.strictObject({})),
      handler: (ctx) =>
        ctx.catalogueCache.get(`${kind.key}.list`, async () => {
          const rows = await loose(ctx.db)
            .selectFrom(kind.table)
            .select([kind.id, kind.name])
            .orderBy('nameKey')
            .execute();
          return rows.map(toDto);
        }),
    }),
    create: defineUseCase({
      name: `${kind.key}.create`,
      access: 'admin',
      kind: 'mutation',
      input: z.strictObject({ name: nameSchema }),
      handler: (ctx, { name }) => saveName(ctx, name),
    }),
    update: defineUseCase({
      name: `${kind.key}.update`,
      access: 'admin',
      kind: 'mutation',
      input: z.strictObject({ id: idParam, name: nameSchema }),
      handler: (ctx, { id, name }) => saveName(ctx, name, id),
    }),
    remove: defineUseCase({
      name: `${kind.key}.delete`,
      access: 'admin',
      kind: 'mutation',
      input: z.strictObject({ id: idParam }),
      async handler(ctx, { id }): Promise<{ success: true }> {
        await ctx.db.transaction().execute(async (trx) => {
          const row = await findById(trx, id);
          if (!row) throw new AppError('NOT_FOUND', `${kind.label} not found`);
          assertUnused(`${kind.label} '${row[kind.name]}'`, await kind.usage(trx, id));
          await loose(trx).deleteFrom(kind.table).where(idColumn, '=', id).execute();
        });
        ctx.catalogueCache.clear();
        return { success: true };
      },
    }),
  };
}

export type NamedAttribute<Id extends string, Name extends string> = ReturnType<
  typeof namedAttribute<Id, Name>
>;
