import { authRouter } from './routers/auth';
import { catalogueRouter } from './routers/catalogue';
import { usersRouter } from './routers/users';
import { router } from './trpc';

export const appRouter = router({
  auth: authRouter,
  catalogue: catalogueRouter,
  users: usersRouter,
});

export type AppRouter = typeof appRouter;
