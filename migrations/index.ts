import type { Migration } from 'kysely';
import * as m0001 from './2026_11_21_0001_users_sessions';
import * as m0002 from './2026_11_21_0002_catalogue';
import * as m0003 from './2026_11_23_0003_stock_check';
import * as m0004 from './2026_11_23_0004_content';
import * as m0005 from './2026_11_23_0005_custom_photos';
import * as m0006 from './2026_11_23_0006_orders';
import * as m0007 from './2026_11_24_0007_payments_mail';
import * as m0008 from './2026_11_24_0008_sales_rollups';
import * as m0009 from './2026_11_24_0009_webhook_retries';
import * as m0010 from './2026_11_25_0010_attempt_checked_at';
import * as m0011 from './2026_11_25_0011_stock_within_total';
import * as m0020 from './2026_11_25_0020_job_schedule';
import * as m0021 from './2026_11_26_0021_account_tokens';
import * as m0022 from './2026_11_26_0022_api_keys';
import * as m0023 from './2026_11_26_0023_webhooks';
import * as m0024 from './2026_11_26_0024_tax_invoices';
import * as m0025 from './2026_11_26_0025_coupons';
import * as m0026 from './2026_11_26_0026_fulfilment';
import * as m0027 from './2026_11_26_0027_tax_document_rates';
import * as m0028 from './2026_11_26_0028_admin_daily_screens';
import * as m0029 from './2026_11_26_0029_frame_search';
import * as m0030 from './2026_11_26_0030_saved_addresses_and_carts';
import * as m0032 from './2026_11_29_0032_personal_data_at_rest';
import * as m0033 from './2026_11_29_0033_staff_roles';
import * as m0034 from './2026_11_29_0034_audit_log';

/**
 * Every migration, in order. A static list rather than a folder scan so that the bundle,
 * tsx and vitest all load the same files; migrations are frozen and never import app code.
 */
export const migrations: Record<string, Migration> = {
  '2026_11_21_0001_users_sessions': m0001,
  '2026_11_21_0002_catalogue': m0002,
  '2026_11_23_0003_stock_check': m0003,
  '2026_11_23_0004_content': m0004,
  '2026_11_23_0005_custom_photos': m0005,
  '2026_11_23_0006_orders': m0006,
  '2026_11_24_0007_payments_mail': m0007,
  '2026_11_24_0008_sales_rollups': m0008,
  '2026_11_24_0009_webhook_retries': m0009,
  '2026_11_25_0010_attempt_checked_at': m0010,
  '2026_11_25_0011_stock_within_total': m0011,
  '2026_11_25_0020_job_schedule': m0020,
  '2026_11_26_0021_account_tokens': m0021,
  '2026_11_26_0022_api_keys': m0022,
  '2026_11_26_0023_webhooks': m0023,
  '2026_11_26_0024_tax_invoices': m0024,
  '2026_11_26_0025_coupons': m0025,
  '2026_11_26_0026_fulfilment': m0026,
  '2026_11_26_0027_tax_document_rates': m0027,
  '2026_11_26_0028_admin_daily_screens': m0028,
  '2026_11_26_0029_frame_search': m0029,
  '2026_11_26_0030_saved_addresses_and_carts': m0030,
  '2026_11_29_0032_personal_data_at_rest': m0032,
  '2026_11_29_0033_staff_roles': m0033,
  '2026_11_29_0034_audit_log': m0034,
};
