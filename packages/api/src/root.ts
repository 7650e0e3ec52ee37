import { accountRouter } from './routers/account';
import { analyticsRouter } from './routers/analytics';
import { authRouter } from './routers/auth';
import { catalogueRouter } from './routers/catalogue';
import { contentRouter } from './routers/content';
import { ordersRouter } from './routers/orders';
import { paymentRouter } from './routers/payment';
import { usersRouter } from './routers/users';
import { router } from './trpc';

export const appRouter = router({
  account: accountRouter,
  analytics: analyticsRouter,
  auth: authRouter,
  catalogue: catalogueRouter,
  content: contentRouter,
  orders: ordersRouter,
  payment: paymentRouter,
  users: usersRouter,
});

export type AppRouter = typeof appRouter;
