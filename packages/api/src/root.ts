import { accountRouter } from './routers/account';
import { adminSearchRouter } from './routers/admin-search';
import { analyticsRouter } from './routers/analytics';
import { apiKeysRouter } from './routers/apikeys';
import { auditRouter } from './routers/audit';
import { authRouter } from './routers/auth';
import { catalogueRouter } from './routers/catalogue';
import { contentRouter } from './routers/content';
import { couponsRouter } from './routers/coupons';
import { customersRouter } from './routers/customers';
import { inventoryRouter } from './routers/inventory';
import { invoicesRouter } from './routers/invoices';
import { ordersRouter } from './routers/orders';
import { paymentRouter } from './routers/payment';
import { staffRouter } from './routers/staff';
import { usersRouter } from './routers/users';
import { webhooksRouter } from './routers/webhooks';
import { router } from './trpc';

export const appRouter = router({
  account: accountRouter,
  adminSearch: adminSearchRouter,
  analytics: analyticsRouter,
  apiKeys: apiKeysRouter,
  audit: auditRouter,
  auth: authRouter,
  catalogue: catalogueRouter,
  content: contentRouter,
  customers: customersRouter,
  inventory: inventoryRouter,
  coupons: couponsRouter,
  invoices: invoicesRouter,
  orders: ordersRouter,
  payment: paymentRouter,
  staff: staffRouter,
  users: usersRouter,
  webhooks: webhooksRouter,
});

export type AppRouter = typeof appRouter;
