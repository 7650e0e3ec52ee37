import {
  CUSTOMERS_PAGE_SIZE,
  type CustomerDetailDto,
  type CustomerPageDto,
  customerListQuery,
  customerQuery,
} from '@frameshop/contracts/users/customers';
import { frameNamesOf } from '../catalogue/frame-names.published';
import { inquiriesOf, reviewsOfAccount } from '../content/account-data.published';
import {
  customerFigures,
  customerOrders,
  customersWithPhone,
} from '../orders/customer-orders.published';
import { AppError } from '../shared/errors';
import { defineUseCase } from '../shared/use-case';
import { findAccount } from '../users/accounts.published';
import { shopperPage } from '../users/customer-search.published';

/**
 * The admin's customers (issue 24): shoppers' accounts with what they bought, reviewed and
 * asked. One floor above users, orders, content and the catalogue, since it reads all four
 * (decision 0015), the way accounts/ does for a person's data download.
 */

/** A phone search needs a few digits: fewer would match nearly every order. */
const PHONE_DIGITS_MIN = 4;

export const listCustomers = defineUseCase({
  name: 'customers.list',
  access: 'customers:read',
  kind: 'query',
  input: customerListQuery,
  async handler(ctx, { search, page }): Promise<CustomerPageDto> {
    const digits = search.replace(/\D/g, '');
    const byPhone =
      digits.length >= PHONE_DIGITS_MIN ? await customersWithPhone(ctx.db, digits) : [];
    const { rows, total } = await shopperPage(ctx.db, {
      search,
      orIds: byPhone,
      page,
      perPage: CUSTOMERS_PAGE_SIZE,
    });
    const figures = await customerFigures(
      ctx.db,
      rows.map((r) => r.userId),
    );
    return {
      data: rows.map((u) => ({
        userId: u.userId,
        name: u.name,
        email: u.email,
        emailVerified: u.emailVerified,
        createdAt: u.createdAt,
        ...(figures.get(u.userId) ?? { orderCount: 0, spentPaise: 0, lastOrderAt: null }),
      })),
      total,
      page,
      totalPages: Math.max(1, Math.ceil(total / CUSTOMERS_PAGE_SIZE)),
    };
  },
});

export const getCustomer = defineUseCase({
  name: 'customers.byId',
  access: 'customers:read',
  kind: 'query',
  input: customerQuery,
  async handler(ctx, { userId }): Promise<CustomerDetailDto> {
    const account = await findAccount(ctx.db, userId);
    if (!account) throw new AppError('NOT_FOUND', 'Customer not found');
    const [figures, bought, reviews, inquiries] = await Promise.all([
      customerFigures(ctx.db, [userId]),
      customerOrders(ctx.db, userId),
      reviewsOfAccount(ctx.db, userId),
      inquiriesOf(ctx.db, account.email),
    ]);
    const names = await frameNamesOf(
      ctx.db,
      reviews.map((r) => r.frameId),
    );
    return {
      userId,
      name: account.name,
      email: account.email,
      emailVerified: account.emailVerified,
      createdAt: account.createdAt,
      role: account.role,
      ...(figures.get(userId) ?? { orderCount: 0, spentPaise: 0, lastOrderAt: null }),
      addresses: bought.addresses,
      orders: bought.orders,
      reviews: reviews.map((r) => ({
        ...r,
        frameName: names.get(r.frameId) ?? `Frame #${r.frameId}`,
      })),
      inquiries: inquiries.map((i) => ({
        message: i.message,
        inquiryType: i.inquiryType,
        createdAt: i.createdAt,
      })),
    };
  },
});
