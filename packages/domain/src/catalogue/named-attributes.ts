import type { AuditEntity } from '@frameshop/contracts/audit/audit';
import { idParam, requiredText } from '@frameshop/contracts/shared/text';
import { z } from 'zod';
import { recordChange } from '../audit/audit.published';
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
  /** What the audit log calls one (decision 0025). */
  entity: AuditEntity;
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
      () =>
        ctx.db.transaction().execute(async (trx) => {
          const before = id === undefined ? null : await findNamed(trx, kind, id);
          const savedId =
            id === undefined
              ? await insertNamed(trx, kind, name)
              : (await updateNamed(trx, kind, id, name))
                ? id
                : null;
          if (savedId === null) return null;
          const after = { id: savedId, name };
          await recordChange(trx, ctx, { entity: kind.entity, entityId: savedId, before, after });
          return toDto(after);
        }),
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
          await recordChange(trx, ctx, { entity: kind.entity, entityId: id, before: row });
        });
        return { success: true };
      },
    }),
  };
}

export type NamedAttribute<Id extends string, Name extends string> = ReturnType<
  typeof namedAttribute<Id, Name>
>;
