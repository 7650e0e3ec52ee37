import type { FastifyInstance } from 'fastify';
import { openApiRoutes } from '../openapi/routes';
import { accountRoutes } from './account';
import { analyticsRoutes } from './analytics';
import { apiKeyRoutes } from './apikeys';
import { auditRoutes } from './audit';
import { catalogueRoutes } from './catalogue';
import { contentRoutes } from './content';
import { couponRoutes } from './coupons';
import { frameRoutes } from './frames';
import { gstReportRoutes } from './gst-reports';
import { invoiceRoutes } from './invoices';
import { orderRoutes } from './orders';
import { paymentRoutes } from './payment';
import { photoRoutes } from './photos';
import { shopperRoutes } from './shopper';
import { staffRoutes } from './staff';
import { userRoutes } from './users';
import { webhookRoutes } from './webhooks';

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
  await app.register(webhookRoutes);
  await app.register(invoiceRoutes);
  await app.register(apiKeyRoutes);
  await app.register(gstReportRoutes);
  await app.register(couponRoutes);
  await app.register(shopperRoutes);
  await app.register(staffRoutes);
  await app.register(auditRoutes);
  // Last: the document lists the routes registered above.
  await app.register(openApiRoutes);
}
