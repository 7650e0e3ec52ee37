import { existsSync } from 'node:fs';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { MAX_LINE_QUANTITY as HARD_LINE_QUANTITY } from '@frameshop/contracts/orders/cart-limits';
import { z } from 'zod';
import { type PaymentConfig, paymentConfig, phonePeEnv } from './payment-config';
import { parseSecretsKey } from './secrets-key';
import { sellerEnv, sellerIssues } from './seller-config';
import { type StorageConfig, storageConfig, storageEnv, storageIssues } from './storage-config';

/**
 * The repository root: relative paths in the config are taken from here, wherever npm runs us.
 * Found by walking up to turbo.json, since this file runs from src/ (tsx) or dist/ (the bundle).
 */
export const REPO_ROOT = findRoot(dirname(fileURLToPath(import.meta.url)));

function findRoot(from: string): string {
  for (let dir = from; ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'turbo.json'))) return dir;
    if (dirname(dir) === dir) return resolve(from, '../../..');
  }
}

const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

export const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce
      .number({ error: 'must be a port number' })
      .int()
      .min(0)
      .max(65_535)
      .default(3000),
    HOST: z.string().min(1).default('0.0.0.0'),
    DATABASE_URL: z
      .string()
      .default('sqlite:./data/shop.db')
      .refine(
        (u) => /^(sqlite:|mysql:\/\/|mariadb:\/\/)/.test(u),
        'must start with sqlite: or mysql://',
      ),
    UPLOADS_DIR: z.string().min(1).default('./data/uploads'),
    /** Where `npm run backup` writes (README, Backups). */
    BACKUP_DIR: z.string().min(1).default('./data/backups'),
    PRIVATE_FILES_DIR: z.string().min(1).optional(),
    PUBLIC_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
    ADMIN_EMAIL: z.email('must be an email address').optional(),
    ADMIN_PASSWORD: z.string().min(8, 'must be at least 8 characters').max(128).optional(),
    /** Seals webhook signing secrets at rest (apps/server/src/secrets-key.ts). */
    SECRETS_KEY: z
      .string()
      .refine((k) => parseSecretsKey(k) !== null, 'must be 32 bytes: 64 hex digits or base64')
      .optional(),
    SEED_DEMO: z.enum(['auto', 'true', 'false']).default('auto'),
    SESSION_TTL_DAYS: z.coerce.number().positive().max(365).default(30),
    /** Days a sent mail's row (recipient, subject, kind, times; never its bodies) is kept. */
    MAIL_RETENTION_DAYS: z.coerce.number().int().positive().max(3650).default(30),
    /**
     * Days an audit log entry is kept; the hourly job removes older ones, nothing else does
     * (docs/decisions/0025-audit-log.md). At least 30: a typo must not empty the log.
     */
    AUDIT_RETENTION_DAYS: z.coerce.number().int().min(30).max(3650).default(730),
    CORS_ORIGINS: z
      .string()
      .default('')
      .transform((s) =>
        s
          .split(',')
          .map((o) => o.trim())
          .filter(Boolean),
      )
      .pipe(z.array(z.url('each origin must be a URL'))),
    TRUST_PROXY: z
      .string()
      .default('false')
      .transform((v): boolean | number | string => {
        if (v === 'true' || v === 'false') return v === 'true';
        return /^\d+$/.test(v) ? Number(v) : v;
      }),
    REQUEST_TIMEOUT_SECONDS: z.coerce
      .number({ error: 'must be a number of seconds' })
      .int()
      .min(1)
      .max(3600)
      .default(60),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    SERVE_WEB: bool.default(true),
    /** The built web app to serve (a test or a second build may point elsewhere). */
    WEB_DIST_DIR: z.string().min(1).optional(),
    SMTP_URL: z
      .string()
      .refine((u) => /^smtps?:\/\//.test(u), 'must start with smtp:// or smtps://')
      .optional(),
    OUTBOX_DIR: z.string().min(1).optional(),
    PHONEPE_SIMULATOR_STATE: z.string().min(1).optional(),
    ADMIN_NOTIFY_EMAIL: z.email('must be an email address').optional(),
    MAIL_FROM: z.string().min(3).max(200).default('Frame Shop <no-reply@frameshop.local>'),
    SHOP_NAME: z.string().min(1).max(100).default('Frame Shop'),
    // Cart and order money rules (packages/contracts/src/orders/pricing.ts). Prices are
    // GST-inclusive; these say how much GST to show and what delivery costs.
    GST_RATE_PERCENT: z.coerce.number().min(0).max(28).default(5),
    SHIPPING_FEE_RUPEES: z.coerce.number().min(0).max(10_000).default(99),
    FREE_SHIPPING_FROM_RUPEES: z.coerce.number().min(0).max(10_000_000).default(1499),
    // Several processes (issue 20): shared caches and throttles, who runs jobs, metrics.
    REDIS_URL: z
      .string()
      .refine((u) => /^rediss?:\/\/[^/]/.test(u), 'must start with redis:// or rediss://')
      .optional(),
    WORKER_MODE: z.enum(['shared', 'server', 'worker']).default('shared'),
    METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').max(200).optional(),
    // Hoarding bounds (issue 19): unpaid orders per account, units of one item per order. The
    // line limit cannot exceed the request schema's hard bound (contracts MAX_LINE_QUANTITY).
    MAX_UNPAID_ORDERS: z.coerce.number().int().min(1).max(100).default(2),
    MAX_LINE_QUANTITY: z.coerce.number().int().min(1).max(HARD_LINE_QUANTITY).default(10),
    // Cash on delivery (decision 0022): open COD orders per account and per mobile number, and
    // the hours the shop has to confirm one before it is cancelled and its stock released.
    MAX_COD_ORDERS: z.coerce.number().int().min(1).max(100).default(1),
    COD_CONFIRM_HOURS: z.coerce
      .number()
      .int()
      .min(1)
      .max(24 * 30)
      .default(48),
    // Outgoing webhooks (issue 22): private addresses only for tests and local receivers.
    WEBHOOK_ALLOW_PRIVATE: bool.default(false),
    WEBHOOK_LOW_STOCK_AT: z.coerce.number().int().min(0).max(10_000).default(2),
    // PhonePe (issue 12), declared beside the settings they make.
    ...phonePeEnv,
    // Local disk or an S3-compatible store (issue 20).
    ...storageEnv,
    // The seller on tax invoices until an admin saves one (issue 23).
    ...sellerEnv,
  })
  .refine((e) => Boolean(e.ADMIN_EMAIL) === Boolean(e.ADMIN_PASSWORD), {
    message: 'ADMIN_EMAIL and ADMIN_PASSWORD go together: set both or neither',
    path: ['ADMIN_PASSWORD'],
  })
  // A process that serves without running jobs, or the reverse, is one of several: without
  // Redis their caches and throttles would each be their own.
  .refine((e) => e.WORKER_MODE === 'shared' || e.REDIS_URL !== undefined, {
    message:
      'WORKER_MODE=server or worker runs several processes: set REDIS_URL so they share caches and throttles',
    path: ['REDIS_URL'],
  })
  // Without it, canonical URLs, the sitemap, robots.txt and the payment return address would
  // follow the request's Host header, which any client sets (issue 19).
  // The generated key file is for a machine that keeps its disk; production says where its key is.
  .refine((e) => e.NODE_ENV !== 'production' || e.SECRETS_KEY !== undefined, {
    message:
      'must be set when NODE_ENV=production (32 bytes, e.g. `openssl rand -hex 32`); keep it, and back it up, apart from the database',
    path: ['SECRETS_KEY'],
  })
  .refine((e) => e.NODE_ENV !== 'production' || e.PUBLIC_URL !== undefined, {
    message:
      "must be set when NODE_ENV=production (the shop's address, e.g. https://shop.example.in)",
    path: ['PUBLIC_URL'],
  })
  .superRefine((e, ctx) => {
    for (const issue of storageIssues(e)) ctx.addIssue({ code: 'custom', ...issue });
    for (const issue of sellerIssues(e)) ctx.addIssue({ code: 'custom', ...issue });
  });

export type Env = z.output<typeof envSchema>;

export interface Config extends Env {
  publicUrl: string;
  sqliteBaseDir: string;
  uploadsDir: string;
  /** BACKUP_DIR, absolute. */
  backupDir: string;
  /** Shoppers' own photos: never under uploadsDir, never served statically. */
  privateFilesDir: string;
  /** Mail goes here as .eml files when SMTP_URL is unset. */
  outboxDir: string;
  /** Where the built-in payment simulator keeps its payments (PHONEPE_SIMULATOR_STATE); null: memory only. */
  simulatorStateFile: string | null;
  /** Who hears of new contact inquiries: ADMIN_NOTIFY_EMAIL, else ADMIN_EMAIL, else nobody. */
  adminNotifyEmail: string | null;
  webDistDir: string;
  seedDemo: boolean;
  payment: PaymentConfig;
  /** Prefix of this shop's Redis keys and channels (tests give each app its own). */
  redisPrefix: string;
  /** Where uploads go: the folders above, or two buckets. */
  storage: StorageConfig;
}

export class ConfigError extends Error {}

const fromRoot = (path: string) => (isAbsolute(path) ? path : resolve(REPO_ROOT, path));

/** Parses the environment once; every bad field is named in the error, one per line. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  // An empty variable means "not set", as in most .env tooling.
  const cleaned = Object.fromEntries(
    Object.entries(env).filter(([, v]) => v !== undefined && v !== ''),
  );
  const result = envSchema.safeParse(cleaned);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.') || '(env)'}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = result.data;
  const uploadsDir = fromRoot(e.UPLOADS_DIR);
  // Beside the uploads folder unless set, so a test's scratch folder gets its own too.
  const privateFilesDir = fromRoot(
    e.PRIVATE_FILES_DIR ?? `${e.UPLOADS_DIR.replace(/\/$/, '')}-private`,
  );
  if (`${privateFilesDir}/`.startsWith(`${uploadsDir}/`)) {
    // Everything under UPLOADS_DIR is served publicly: shoppers' photos must never be there.
    throw new ConfigError(
      'Invalid configuration:\n  PRIVATE_FILES_DIR: must not be inside UPLOADS_DIR (that folder is public)',
    );
  }
  // Beside the uploads folder unless set: ./data/uploads gives ./data/outbox.
  const outboxDir = fromRoot(
    e.OUTBOX_DIR ?? join(dirname(e.UPLOADS_DIR.replace(/\/$/, '')), 'outbox'),
  );
  if (`${outboxDir}/`.startsWith(`${uploadsDir}/`)) {
    throw new ConfigError(
      'Invalid configuration:\n  OUTBOX_DIR: must not be inside UPLOADS_DIR (that folder is public)',
    );
  }
  const payment = paymentConfig(e);
  if (Array.isArray(payment)) {
    throw new ConfigError(`Invalid configuration:\n${payment.map((l) => `  ${l}`).join('\n')}`);
  }
  const embedded = e.DATABASE_URL.startsWith('sqlite:');
  return {
    ...e,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    sqliteBaseDir: REPO_ROOT,
    uploadsDir,
    backupDir: fromRoot(e.BACKUP_DIR),
    privateFilesDir,
    outboxDir,
    // The built-in simulator's payments outlive a restart (a refund of an order paid before it
    // still finds its payment): beside the uploads folder; tests keep theirs in memory unless set.
    simulatorStateFile: e.PHONEPE_SIMULATOR_STATE
      ? fromRoot(e.PHONEPE_SIMULATOR_STATE)
      : e.NODE_ENV === 'test'
        ? null
        : join(dirname(uploadsDir), 'phonepe-simulator.json'),
    adminNotifyEmail: e.ADMIN_NOTIFY_EMAIL ?? e.ADMIN_EMAIL ?? null,
    webDistDir: fromRoot(e.WEB_DIST_DIR ?? 'apps/web/dist'),
    seedDemo: e.SEED_DEMO === 'auto' ? embedded : e.SEED_DEMO === 'true',
    payment,
    redisPrefix: 'frameshop:',
    storage: storageConfig(e),
  };
}
