import type { FastifyInstance } from 'fastify';
import { userRoutes } from './users';

/** The legacy paths of spec section 7, all under /api. */
export async function restRoutes(app: FastifyInstance): Promise<void> {
  await app.register(userRoutes);
}
