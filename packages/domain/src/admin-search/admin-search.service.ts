import {
  ADMIN_SEARCH_LIMIT,
  type AdminSearchResults,
  adminLookup,
  adminSearchInput,
} from '@frameshop/contracts/admin-search/admin-search';
import { lookUpFrames } from '../catalogue/frame-lookup.published';
import { lookUpInquiries } from '../content/contact-lookup.published';
import { lookUpOrders } from '../orders/order-lookup.published';
import { defineUseCase, holds } from '../shared/use-case';
import { lookUpUsers } from '../users/user-lookup.published';

/**
 * The admin top bar's search (issue 24): orders (number, name, e-mail, phone), frames, people
 * and inquiries, a few of each. It spans four domains, so it lives a floor above them and asks
 * each through its published lookup. Any staff member may search, and finds only the kinds their
 * role may read (people need customers:read, inquiries content:write), so the box is no way
 * round a permission; API keys may not (it reads every domain).
 */
export const searchAdmin = defineUseCase({
  name: 'adminSearch.search',
  access: 'staff',
  kind: 'query',
  input: adminSearchInput,
  async handler(ctx, { q }): Promise<AdminSearchResults> {
    const find = adminLookup(q);
    if (!find.text) return { orders: [], frames: [], users: [], inquiries: [] };
    // One statement each (the frames' two: page and images); four small, bounded reads.
    const may = (permission: Parameters<typeof holds>[1]) => holds(ctx.actor, permission);
    const none = Promise.resolve([]);
    const [orders, frames, users, inquiries] = await Promise.all([
      may('orders:read') ? lookUpOrders(ctx.db, find, ADMIN_SEARCH_LIMIT) : none,
      may('catalogue:read') ? lookUpFrames(ctx.db, find.text, ADMIN_SEARCH_LIMIT) : none,
      may('customers:read') ? lookUpUsers(ctx.db, find, ADMIN_SEARCH_LIMIT) : none,
      may('content:write') ? lookUpInquiries(ctx.db, find, ADMIN_SEARCH_LIMIT) : none,
    ]);
    return { orders, frames, users, inquiries };
  },
});
