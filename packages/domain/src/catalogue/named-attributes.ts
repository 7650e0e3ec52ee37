import { idParam, requiredText } from '@frameshop/contracts/shared/text';
import { z } from 'zod';
import type { ServiceContext } from '../shared/context';
import { type Db, saveUnique } from '../shared/db';
import { AppError } from '../shared/errors';
import { defineUseCase } from '../shared/use-case';
import {
  deleteNamed,
  findNamed,
  insertNamed,
  listNamed,
  type NamedRow,
  type NamedTable,
  updateNamed,
} from './attributes.repository';
import { assertUnused, type Usage } from './usage';

/**
 * Materials, frame materials and thicknesses are the same thing with different names: a
 * table of unique, case-insensitive names. One definition serves all three, so their
 * rules (trimmed, unique ignoring case, 409 naming what still uses it) cannot drift apart.
 */
interface NamedKind<Id extends string, Name extends string> extends NamedTable {
  key: string;
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
  const nameSchema = requiredText(kind.label, 100);
  const toDto = (row: NamedRow) => ({ [kind.id]: row.id, [kind.name]: row.name }) as Dto;

  async function findById(db: Db, id: number): Promise<Dto | undefined> {
    const row = await findNamed(db, kind, id);
    return row && toDto(row);
  }

  function saveName(ctx: ServiceContext, name: string, id?: number): Promise<Dto> {
    return saveUnique(
      async () => {
        if (id === undefined) return toDto({ id: await insertNamed(ctx.db, kind, name), name });
        return (await updateNamed(ctx.db, kind, id, name)) ? toDto({ id, name }) : null;
      },
      {
        duplicate: `${kind.label} '${name}' already exists`,
        missing: `${kind.label} not found`,
      },
    );
  }

  return {
    findById,
    list: defineUseCase({
      name: `${kind.key}.list`,
      cachedIn: 'catalogue',
      access: 'public',
      kind: 'query',
      input: z.undefined().or(z.strictObject({})),
      handler: (ctx) =>
        ctx.caches.catalogue.get(`${kind.key}.list`, async () =>
          (await listNamed(ctx.db, kind)).map(toDto),
        ),
    }),
    create: defineUseCase({
      name: `${kind.key}.create`,
      access: 'catalogue:write',
      kind: 'mutation',
      invalidates: ['catalogue'],
      input: z.strictObject({ name: nameSchema }),
      handler: (ctx, { name }) => saveName(ctx, name),
    }),
    update: defineUseCase({
      name: `${kind.key}.update`,
      access: 'catalogue:write',
      kind: 'mutation',
      invalidates: ['catalogue'],
      input: z.strictObject({ id: idParam, name: nameSchema }),
      handler: (ctx, { id, name }) => saveName(ctx, name, id),
    }),
    remove: defineUseCase({
      name: `${kind.key}.delete`,
      access: 'catalogue:write',
      kind: 'mutation',
      invalidates: ['catalogue'],
      input: z.strictObject({ id: idParam }),
      async handler(ctx, { id }): Promise<{ success: true }> {
        await ctx.db.transaction().execute(async (trx) => {
          const row = await findNamed(trx, kind, id);
          if (!row) throw new AppError('NOT_FOUND', `${kind.label} not found`);
          assertUnused(`${kind.label} '${row.name}'`, await kind.usage(trx, id));
          await deleteNamed(trx, kind, id);
        });
        return { success: true };
      },
    }),
  };
}

export type NamedAttribute<Id extends string, Name extends string> = ReturnType<
  typeof namedAttribute<Id, Name>
>;
