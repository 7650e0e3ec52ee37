import { getCustomer, listCustomers } from '@frameshop/domain/customers/customers.service';
import { queryFor } from '../trpc';

/**
 * The admin's customers (issue 24): admins only. Each procedure's handler is the use case it
 * names, in packages/domain/src/customers/customers.service.ts.
 */
export const customersRouter = {
  list: queryFor(listCustomers),
  byId: queryFor(getCustomer),
};
