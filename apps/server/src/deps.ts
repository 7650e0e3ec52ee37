import { rupeesToPaise } from '@frameshop/contracts/shared/money';
import type { Database } from '@frameshop/db/create-db';
import type { DomainDeps } from '@frameshop/domain/shared/context';
import type { PaymentDeps } from '@frameshop/domain/shared/payment';
import { createDomainDeps as wire } from '@frameshop/domain/wiring';
import type { Config } from './config';
import { createFileStores } from './file-stores';
import { loadSecretsKey } from './secrets-key';
import { sellerOf } from './seller-config';

/** The domain's dependencies for this process: built once, shared by tRPC, REST and boot. */
export function createDomainDeps(
  config: Config,
  database: Database,
  overrides: Partial<DomainDeps> = {},
  log?: (line: string, error?: unknown) => void,
  payment?: PaymentDeps,
): DomainDeps {
  return wire(
    {
      db: database.db,
      publicFilesDir: config.uploadsDir,
      privateFilesDir: config.privateFilesDir,
      files: createFileStores(config),
      sessionTtlMs: config.SESSION_TTL_DAYS * 24 * 60 * 60 * 1000,
      mail: {
        smtpUrl: config.SMTP_URL,
        outboxDir: config.outboxDir,
        from: config.MAIL_FROM,
        adminNotifyEmail: config.adminNotifyEmail,
        shopName: config.SHOP_NAME,
        publicUrl: config.publicUrl,
        log,
      },
      pricing: {
        gstRatePercent: config.GST_RATE_PERCENT,
        shippingFeePaise: rupeesToPaise(config.SHIPPING_FEE_RUPEES),
        freeShippingFromPaise: rupeesToPaise(config.FREE_SHIPPING_FROM_RUPEES),
      },
      limits: {
        maxUnpaidOrders: config.MAX_UNPAID_ORDERS,
        maxLineQuantity: config.MAX_LINE_QUANTITY,
        maxCodOrders: config.MAX_COD_ORDERS,
        codConfirmHours: config.COD_CONFIRM_HOURS,
      },
      payment,
      webhooks: {
        allowPrivate: config.WEBHOOK_ALLOW_PRIVATE,
        lowStockAt: config.WEBHOOK_LOW_STOCK_AT,
        timeoutMs: 10_000,
        secretsKey: loadSecretsKey(config),
      },
    },
    { seller: sellerOf(config), ...overrides },
  );
}
