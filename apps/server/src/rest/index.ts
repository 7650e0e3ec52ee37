import type { FastifyInstance } from 'fastify';
import { accountRoutes } from './account';
import { analyticsRoutes } from './analytics';
import { catalogueRoutes } from './catalogue';
import { contentRoutes } from './content';
import { frameRoutes } from './frames';
import { orderRoutes } from './orders';
import { paymentRoutes } from './payment';
import { photoRoutes } from './photos';
import { userRoutes } from './users';

/** The legacy paths of spec section 7, and the shop's own (photos), all under /api. */
export async function restRoutes(app: FastifyInstance): Promise<void> {
  await app.register(userRoutes);
  await app.register(accountRoutes);
  await app.register(catalogueRoutes);
  await app.register(frameRoutes);
  await app.register(contentRoutes);
  await app.register(photoRoutes);
  await app.register(orderRoutes);
  await app.register(paymentRoutes);
  await app.register(analyticsRoutes);
}
