import type { AppRouter } from '@frameshop/api/root';
import type { inferRouterInputs, inferRouterOutputs } from '@trpc/server';

/** What each procedure returns and takes, inferred from the server's router (types only). */
export type RouterOutputs = inferRouterOutputs<AppRouter>;
export type RouterInputs = inferRouterInputs<AppRouter>;
