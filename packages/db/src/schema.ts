import type { AnalyticsTables } from './tables/analytics';
import type { ApiKeysTables } from './tables/apikeys';
import type { AuditTables } from './tables/audit';
import type { CatalogueTables } from './tables/catalogue';
import type { ContentTables } from './tables/content';
import type { CouponsTables } from './tables/coupons';
import type { FulfilmentTables } from './tables/fulfilment';
import type { InvoicesTables } from './tables/invoices';
import type { MailTables } from './tables/mail';
import type { OrdersTables } from './tables/orders';
import type { PaymentTables } from './tables/payment';
import type { UsersTables } from './tables/users';
import type { WebhooksTables } from './tables/webhooks';

export type * from './tables/analytics';
export type * from './tables/apikeys';
export type * from './tables/audit';
export type * from './tables/catalogue';
export type * from './tables/content';
export type * from './tables/coupons';
export type * from './tables/fulfilment';
export type * from './tables/invoices';
export type * from './tables/mail';
export type * from './tables/orders';
export type * from './tables/payment';
export type * from './tables/users';
export type * from './tables/webhooks';

/**
 * The whole database: one interface per domain (tables/<domain>.ts), assembled here. Column
 * names are camelCase in the database too, so no name-mapping plugin runs on every row. Keep
 * each domain's file in step with /migrations.
 */
export interface DB
  extends UsersTables,
    CatalogueTables,
    ContentTables,
    OrdersTables,
    PaymentTables,
    MailTables,
    AnalyticsTables,
    WebhooksTables,
    InvoicesTables,
    ApiKeysTables,
    CouponsTables,
    FulfilmentTables,
    AuditTables {}

/**
 * Children before parents: the order in which test helpers may empty tables. Checked against
 * the migrated schema's foreign keys by packages/db/test/schema-order.test.ts, so a table added
 * in the wrong place, or not at all, fails there.
 */
export const TABLES_CHILD_FIRST: (keyof DB)[] = [
  'audit_log',
  'tax_document_rates',
  'coupon_redemptions',
  'coupons',
  'carriers',
  'cod_settings',
  'credit_notes',
  'invoices',
  'invoice_series',
  'seller_settings',
  'sales_materials',
  'sales_product_names',
  'sales_products',
  'sales_totals',
  'webhook_deliveries',
  'webhook_endpoints',
  'mail_outbox',
  'job_schedule',
  'payment_webhooks',
  'refunds',
  'payment_attempts',
  'order_events',
  'order_items',
  'orders',
  'custom_photos',
  'reviews',
  'contact_replies',
  'contacts',
  'wall',
  'social_posts',
  'sliders',
  'news',
  'stock_movements',
  'frame_sizes',
  'frame_images',
  'frame_search',
  'frames',
  'one_side_prices',
  'pair_prices',
  'sizes',
  'thicknesses',
  'frame_materials',
  'material_tax',
  'materials',
  'saved_carts',
  'saved_addresses',
  'api_keys',
  'account_tokens',
  'sessions',
  'staff_invitations',
  'users',
  'staff_roles',
];
