import {
  adjustStock,
  listStock,
  stockHistory,
} from '@frameshop/domain/inventory/stock-screen.service';
import { mutationFor, queryFor } from '../trpc';

/**
 * The admin's stock screen (issue 24): admins only. Each procedure's handler is the use case it
 * names, in packages/domain/src/inventory/stock-screen.service.ts.
 */
export const inventoryRouter = {
  list: queryFor(listStock),
  history: queryFor(stockHistory),
  adjust: mutationFor(adjustStock),
};
