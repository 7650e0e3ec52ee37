import {
  ADMIN_SEARCH_LIMIT,
  type AdminSearchResults,
  adminLookup,
  adminSearchInput,
} from '@frameshop/contracts/admin-search/admin-search';
import { lookUpFrames } from '../catalogue/frame-lookup.published';
import { lookUpInquiries } from '../content/contact-lookup.published';
import { lookUpOrders } from '../orders/order-lookup.published';
import { defineUseCase } from '../shared/use-case';
import { lookUpUsers } from '../users/user-lookup.published';

/**
 * The admin top bar's search (issue 24): orders (number, name, e-mail, phone), frames, people
 * and inquiries, a few of each. It spans four domains, so it lives a floor above them and asks
 * each through its published lookup. Admins only; API keys may not (it reads every domain).
 */
export const searchAdmin = defineUseCase({
  name: 'adminSearch.search',
  access: 'orders:read',
  kind: 'query',
  input: adminSearchInput,
  async handler(ctx, { q }): Promise<AdminSearchResults> {
    const find = adminLookup(q);
    if (!find.text) return { orders: [], frames: [], users: [], inquiries: [] };
    // One statement each (the frames' two: page and images); four small, bounded reads.
    const [orders, frames, users, inquiries] = await Promise.all([
      lookUpOrders(ctx.db, find, ADMIN_SEARCH_LIMIT),
      lookUpFrames(ctx.db, find.text, ADMIN_SEARCH_LIMIT),
      lookUpUsers(ctx.db, find, ADMIN_SEARCH_LIMIT),
      lookUpInquiries(ctx.db, find, ADMIN_SEARCH_LIMIT),
    ]);
    return { orders, frames, users, inquiries };
  },
});
