import { authRouter } from './routers/auth';
import { catalogueRouter } from './routers/catalogue';
import { contentRouter } from './routers/content';
import { ordersRouter } from './routers/orders';
import { usersRouter } from './routers/users';
import { router } from './trpc';

export const appRouter = router({
  auth: authRouter,
  catalogue: catalogueRouter,
  content: contentRouter,
  orders: ordersRouter,
  users: usersRouter,
});

export type AppRouter = typeof appRouter;
