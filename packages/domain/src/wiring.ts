import { DEFAULT_ORDER_LIMITS, type OrderLimits } from '@frameshop/contracts/orders/cart-limits';
import { DEFAULT_PRICING_RULES, type PricingRules } from '@frameshop/contracts/orders/pricing';
import type { DB } from '@frameshop/db/schema';
import { GatewayError, type PaymentGateway } from '@frameshop/phonepe/types';
import type { Kysely } from 'kysely';
import { createLocalCaches } from './caching/local-caches';
import { createMailer, type MailerOptions } from './mail/nodemailer-mailer';
import { LocalDiskStorage } from './media/local-disk-storage';
import type { DomainDeps } from './shared/context';
import type { PaymentDeps } from './shared/payment';
import type { FileStores } from './shared/storage';
import { DEFAULT_WEBHOOK_SETTINGS, type WebhookSettings } from './shared/webhooks';
import { AuthThrottle } from './users/auth-throttle';

export interface WiringOptions {
  db: Kysely<DB>;
  /** Served from /uploads. */
  publicFilesDir: string;
  /** Never served by the static handler (shoppers' own photos). */
  privateFilesDir: string;
  /** Another store for both areas (S3 buckets); unset: local disk in the two folders above. */
  files?: FileStores;
  sessionTtlMs: number;
  /** SMTP, or the outbox folder for .eml files; who is notified and how the shop signs. */
  mail: MailerOptions & {
    adminNotifyEmail: string | null;
    shopName: string;
    publicUrl: string;
  };
  /** Defaults to DEFAULT_PRICING_RULES. */
  pricing?: PricingRules;
  /** Defaults to DEFAULT_ORDER_LIMITS (2 unpaid orders, 10 of one item). */
  limits?: OrderLimits;
  /** The payment gateway; without one, starting a payment answers 503 (domain-only tests). */
  payment?: PaymentDeps;
  /** Defaults to DEFAULT_WEBHOOK_SETTINGS (public addresses only, low stock at 2, 10 s). */
  webhooks?: WebhookSettings;
}

/**
 * The domain's dependencies for one process, with this deployment's implementations of the
 * shared interfaces: local disk (or the stores given), in-process caches and throttle. The server's composition
 * root and the domain's tests both build them here, so they cannot differ.
 */
export function createDomainDeps(
  options: WiringOptions,
  overrides: Partial<DomainDeps> = {},
): DomainDeps {
  return {
    db: options.db,
    sessionTtlMs: options.sessionTtlMs,
    throttle: new AuthThrottle(),
    now: Date.now,
    files: options.files ?? {
      public: new LocalDiskStorage(options.publicFilesDir),
      private: new LocalDiskStorage(options.privateFilesDir),
    },
    caches: createLocalCaches(),
    mailer: createMailer(options.mail),
    mail: {
      adminNotifyEmail: options.mail.adminNotifyEmail,
      shopName: options.mail.shopName,
      publicUrl: options.mail.publicUrl,
    },
    pricing: options.pricing ?? DEFAULT_PRICING_RULES,
    limits: options.limits ?? DEFAULT_ORDER_LIMITS,
    payment: options.payment ?? noGateway(options.mail.publicUrl),
    webhooks: options.webhooks ?? DEFAULT_WEBHOOK_SETTINGS,
    ...overrides,
  };
}

/** A process with no payment gateway wired: every gateway call fails as "unavailable". */
function noGateway(publicUrl: string): PaymentDeps {
  const down = async (): Promise<never> => {
    throw new GatewayError('unavailable', 'No payment gateway is configured in this process');
  };
  const none = (api: 'v1' | 'v2'): PaymentGateway => ({
    api,
    pay: down,
    status: down,
    refund: down,
    refundStatus: down,
    verifyWebhook: () => null,
  });
  return {
    gateway: none('v2'),
    gatewayFor: none,
    returnBase: publicUrl,
    callbackUrl: `${publicUrl}/api/phonepe/webhook`,
    kick: () => {},
  };
}
