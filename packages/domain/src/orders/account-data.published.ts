import type { AccountDataDto } from '@frameshop/contracts/users/account';
import type { ServiceContext } from '../shared/context';
import type { Trx } from '../shared/db';
import { toShopperOrder } from './order-dto';
import { page } from './order-read.published';
import * as orders from './orders.repository';

/** What orders keep of a person, for their data download and account deletion (accounts/). */

export async function ordersOfAccount(
  ctx: ServiceContext,
  userId: number,
): Promise<{ orders: AccountDataDto['orders']; addresses: AccountDataDto['addresses'] }> {
  const { rows, total } = await orders.listOrders(ctx.db, { userId, limit: 0 });
  const found = await page(ctx, rows, total, 1, Math.max(1, total));
  const addresses = new Map<string, AccountDataDto['addresses'][number]>();
  for (const r of rows) {
    const address = {
      firstName: r.firstName,
      lastName: r.lastName,
      address: r.address,
      apt: r.apt,
      city: r.city,
      state: r.state,
      postalCode: r.postalCode,
      phone: r.phone,
    };
    addresses.set(JSON.stringify(address), address);
  }
  return { orders: found.data.map(toShopperOrder), addresses: [...addresses.values()] };
}

export function anonymiseOrders(trx: Trx, userId: number, at: number): Promise<void> {
  return orders.anonymiseOrdersOf(trx, userId, at);
}
