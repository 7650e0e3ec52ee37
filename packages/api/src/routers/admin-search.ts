import { searchAdmin } from '@frameshop/domain/admin-search/admin-search.service';
import { queryFor } from '../trpc';

/** The admin top bar's search: `search` is `searchAdmin` in admin-search/admin-search.service.ts. */
export const adminSearchRouter = {
  search: queryFor(searchAdmin),
};
