import type { CustomerAddressDto, CustomerOrderDto } from '@frameshop/contracts/users/customers';
import { toIso, toNumber } from '@frameshop/db/rows';
import type { Db } from '../shared/db';
import { figuresOf, ordersOf, userIdsWithPhone } from './customer-orders.repository';

/** What the admin's customer screens (customers/) read of orders: figures, orders, addresses. */

export const customerFigures = figuresOf;
export const customersWithPhone = userIdsWithPhone;

export async function customerOrders(
  db: Db,
  userId: number,
): Promise<{ orders: CustomerOrderDto[]; addresses: CustomerAddressDto[] }> {
  const rows = await ordersOf(db, userId);
  const addresses = new Map<string, CustomerAddressDto>();
  for (const r of rows) {
    const address = {
      name: `${r.firstName} ${r.lastName}`.trim(),
      address: r.address,
      apt: r.apt,
      city: r.city,
      state: r.state,
      postalCode: r.postalCode,
      phone: r.phone,
    };
    const key = JSON.stringify(address);
    if (!addresses.has(key)) addresses.set(key, address);
  }
  return {
    orders: rows.map((r) => ({
      orderId: toNumber(r.orderId),
      createdAt: toIso(r.createdAt),
      status: toNumber(r.status),
      paymentStatus: r.paymentStatus,
      grandTotalPaise: toNumber(r.grandTotalPaise),
      refundedPaise: toNumber(r.refundedPaise),
    })),
    addresses: [...addresses.values()],
  };
}
