import {
  type CarrierDto,
  type CodSettingsDto,
  carrierIdInput,
  carrierInput,
  carrierUpdateInput,
  codSettingsInput,
  DEFAULT_COD_SETTINGS,
} from '@frameshop/contracts/orders/fulfilment';
import { z } from 'zod';
import { recordChange } from '../audit/audit.published';
import type { ServiceContext } from '../shared/context';
import { type Db, saveUnique } from '../shared/db';
import { AppError } from '../shared/errors';
import { defineUseCase } from '../shared/use-case';
import * as repo from './fulfilment.repository';

/**
 * Shipment tracking and cash on delivery (issue 23), the admin's side: the carriers an order
 * can ship with and the COD settings. Shipping an order is setOrderStatus (order-admin).
 */

const CARRIER_MESSAGES = {
  duplicate: 'A carrier with this name already exists',
  missing: 'Carrier not found',
};

/** COD as saved, or off with the defaults until an admin saves it. */
export async function currentCodSettings(db: Db): Promise<CodSettingsDto> {
  return (await repo.codSettings(db)) ?? DEFAULT_COD_SETTINGS;
}

async function refuseTakenName(ctx: ServiceContext, name: string, carrierId?: number) {
  const same = await repo.carrierByName(ctx.db, name);
  if (same && Number(same.carrierId) !== carrierId) {
    throw new AppError('CONFLICT', CARRIER_MESSAGES.duplicate);
  }
}

export const listCarriers = defineUseCase({
  name: 'orders.carriers.list',
  access: 'orders:read',
  kind: 'query',
  input: z.strictObject({}),
  handler: (ctx): Promise<CarrierDto[]> => repo.listCarriers(ctx.db),
});

export const createCarrier = defineUseCase({
  name: 'orders.carriers.create',
  access: 'settings:write',
  kind: 'mutation',
  input: carrierInput,
  invalidates: [],
  async handler(ctx, input): Promise<CarrierDto> {
    await refuseTakenName(ctx, input.name);
    const carrierId = await saveUnique(
      () =>
        ctx.db.transaction().execute(async (trx) => {
          const id = await repo.insertCarrier(trx, input, ctx.now());
          await recordChange(trx, ctx, { entity: 'carrier', entityId: id, after: input });
          return id;
        }),
      CARRIER_MESSAGES,
    );
    return { carrierId, ...input };
  },
});

export const updateCarrier = defineUseCase({
  name: 'orders.carriers.update',
  access: 'settings:write',
  kind: 'mutation',
  input: carrierUpdateInput,
  invalidates: [],
  async handler(ctx, { carrierId, ...input }): Promise<CarrierDto> {
    await refuseTakenName(ctx, input.name, carrierId);
    await saveUnique(
      () =>
        ctx.db.transaction().execute(async (trx) => {
          const before = await repo.findCarrier(trx, carrierId);
          if (!(await repo.updateCarrier(trx, carrierId, input))) return null;
          await recordChange(trx, ctx, {
            entity: 'carrier',
            entityId: carrierId,
            before,
            after: { carrierId, ...input },
          });
          return true;
        }),
      CARRIER_MESSAGES,
    );
    return { carrierId, ...input };
  },
});

/** Orders keep the carrier's name and link as they shipped, so removing one changes none. */
export const deleteCarrier = defineUseCase({
  name: 'orders.carriers.delete',
  access: 'settings:write',
  kind: 'mutation',
  input: carrierIdInput,
  invalidates: [],
  async handler(ctx, { carrierId }): Promise<{ message: string }> {
    await ctx.db.transaction().execute(async (trx) => {
      const before = await repo.findCarrier(trx, carrierId);
      if (!before || !(await repo.deleteCarrier(trx, carrierId))) {
        throw new AppError('NOT_FOUND', CARRIER_MESSAGES.missing);
      }
      await recordChange(trx, ctx, { entity: 'carrier', entityId: carrierId, before });
    });
    return { message: 'Carrier removed' };
  },
});

export const codSettings = defineUseCase({
  name: 'orders.cod.settings',
  access: 'settings:write',
  kind: 'query',
  input: z.strictObject({}),
  handler: (ctx): Promise<CodSettingsDto> => currentCodSettings(ctx.db),
});

export const saveCodSettings = defineUseCase({
  name: 'orders.cod.save',
  access: 'settings:write',
  kind: 'mutation',
  input: codSettingsInput,
  invalidates: [],
  async handler(ctx, input): Promise<CodSettingsDto> {
    await ctx.db.transaction().execute(async (trx) => {
      const before = await currentCodSettings(trx);
      await repo.saveCodSettings(trx, input, ctx.now());
      const after = await currentCodSettings(trx);
      await recordChange(trx, ctx, { entity: 'codSettings', entityId: 'cod', before, after });
    });
    return currentCodSettings(ctx.db);
  },
});
