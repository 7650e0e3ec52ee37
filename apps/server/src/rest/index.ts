import type { FastifyInstance } from 'fastify';
import { catalogueRoutes } from './catalogue';
import { contentRoutes } from './content';
import { frameRoutes } from './frames';
import { userRoutes } from './users';

/** The legacy paths of spec section 7, all under /api. */
export async function restRoutes(app: FastifyInstance): Promise<void> {
  await app.register(userRoutes);
  await app.register(catalogueRoutes);
  await app.register(frameRoutes);
  await app.register(contentRoutes);
}
