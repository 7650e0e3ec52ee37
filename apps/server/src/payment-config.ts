import { type GatewayConfig, phonePeHosts } from '@frameshop/phonepe/client';
import { z } from 'zod';

export type PhonePeMode = 'simulator' | 'sandbox' | 'production';

/**
 * How this process pays (issue 12). `simulator` serves PhonePe's protocol from this server
 * under /phonepe-sim with built-in credentials, so a fresh clone takes a payment end to end
 * with nothing set. With NODE_ENV=production the mode must be named: a deployment can never
 * take fake payments by omission.
 */
export type GatewaySettings = Omit<GatewayConfig, 'pgUrl' | 'authUrl'> & {
  pgUrl: string | null;
  authUrl: string | null;
};

export interface PaymentConfig {
  mode: PhonePeMode;
  /**
   * The gateway new payments use (PHONEPE_API): credentials and base URLs; in simulator mode
   * the URLs are this server's own (set at boot).
   */
  gateway: GatewaySettings;
  /**
   * Every API version this process can speak: the configured one, and the other when its
   * credentials are set too (always, in simulator mode). An attempt is settled and refunded
   * through the version it was made with, so switching PHONEPE_API keeps the old credentials
   * until its last attempts and refunds are done (issue 19).
   */
  gateways: Partial<Record<'v1' | 'v2', GatewaySettings>>;
}

/**
 * Payment's environment variables, spread into the one config schema (config.ts) so the
 * variables sit beside the settings they make. No default mode in production.
 */
export const phonePeEnv = {
  PHONEPE_MODE: z.enum(['simulator', 'sandbox', 'production']).optional(),
  PHONEPE_API: z.enum(['v2', 'v1']).default('v2'),
  PHONEPE_CLIENT_ID: z.string().max(200).optional(),
  PHONEPE_CLIENT_SECRET: z.string().max(200).optional(),
  PHONEPE_CLIENT_VERSION: z.string().max(20).optional(),
  PHONEPE_WEBHOOK_USERNAME: z.string().max(200).optional(),
  PHONEPE_WEBHOOK_PASSWORD: z.string().max(200).optional(),
  PHONEPE_MERCHANT_ID: z.string().max(64).optional(),
  PHONEPE_SALT_KEY: z.string().max(200).optional(),
  PHONEPE_SALT_INDEX: z.string().max(8).optional(),
  PHONEPE_PG_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
  PHONEPE_AUTH_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
  /** A gateway call slower than this is treated as "unavailable" (retried later). */
  PHONEPE_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
};

/** What `paymentConfig` reads: the PhonePe variables and NODE_ENV. */
export type PaymentEnv = z.output<z.ZodObject<typeof phonePeEnv>> & {
  NODE_ENV: 'development' | 'production' | 'test';
};

/** The simulator's credentials: known to both ends of this one process, worth nothing elsewhere. */
export const SIMULATOR_CREDENTIALS = {
  clientId: 'FRAMESHOP_SIMULATOR',
  clientSecret: 'simulator-client-secret',
  clientVersion: '1',
  webhookUsername: 'frameshop',
  webhookPassword: 'simulator-webhook-password',
  merchantId: 'FRAMESHOPSIM',
  saltKey: 'simulator-salt-key-0000-0000-000000000000',
  saltIndex: '1',
} as const;

const V2_KEYS = [
  'PHONEPE_CLIENT_ID',
  'PHONEPE_CLIENT_SECRET',
  'PHONEPE_CLIENT_VERSION',
  'PHONEPE_WEBHOOK_USERNAME',
  'PHONEPE_WEBHOOK_PASSWORD',
] as const;
const V1_KEYS = ['PHONEPE_MERCHANT_ID', 'PHONEPE_SALT_KEY', 'PHONEPE_SALT_INDEX'] as const;

/** The payment settings, or the list of what is missing (one line each). */
export function paymentConfig(e: PaymentEnv): PaymentConfig | string[] {
  const mode = e.PHONEPE_MODE ?? (e.NODE_ENV === 'production' ? null : 'simulator');
  if (mode === null) {
    return [
      'PHONEPE_MODE: must be set when NODE_ENV=production (sandbox or production; simulator only if you mean it)',
    ];
  }
  if (mode === 'simulator') {
    const simulated = (api: 'v1' | 'v2'): GatewaySettings => ({
      api,
      ...SIMULATOR_CREDENTIALS,
      pgUrl: null,
      authUrl: null,
    });
    return {
      mode,
      gateway: simulated(e.PHONEPE_API),
      gateways: { v1: simulated('v1'), v2: simulated('v2') },
    };
  }
  const keysOf = (api: 'v1' | 'v2') => (api === 'v2' ? V2_KEYS : V1_KEYS);
  const missing = keysOf(e.PHONEPE_API)
    .filter((k) => !e[k])
    .map((k) => `${k}: required with PHONEPE_MODE=${mode} and PHONEPE_API=${e.PHONEPE_API}`);
  if (missing.length > 0) return missing;
  const other = e.PHONEPE_API === 'v2' ? 'v1' : 'v2';
  const gateway = settingsFor(e, mode, e.PHONEPE_API);
  const gateways: PaymentConfig['gateways'] = { [e.PHONEPE_API]: gateway };
  if (keysOf(other).every((k) => e[k])) gateways[other] = settingsFor(e, mode, other);
  return { mode, gateway, gateways };
}

/** One API version's settings (its credentials are known to be set). */
function settingsFor(
  e: PaymentEnv,
  mode: 'sandbox' | 'production',
  api: 'v1' | 'v2',
): GatewaySettings {
  const hosts = phonePeHosts(mode, api);
  return {
    api,
    clientId: e.PHONEPE_CLIENT_ID ?? '',
    clientSecret: e.PHONEPE_CLIENT_SECRET ?? '',
    clientVersion: e.PHONEPE_CLIENT_VERSION ?? '',
    webhookUsername: e.PHONEPE_WEBHOOK_USERNAME ?? '',
    webhookPassword: e.PHONEPE_WEBHOOK_PASSWORD ?? '',
    merchantId: e.PHONEPE_MERCHANT_ID ?? '',
    saltKey: e.PHONEPE_SALT_KEY ?? '',
    saltIndex: e.PHONEPE_SALT_INDEX ?? '',
    pgUrl: (e.PHONEPE_PG_URL ?? hosts.pgUrl).replace(/\/$/, ''),
    authUrl: (e.PHONEPE_AUTH_URL ?? hosts.authUrl).replace(/\/$/, ''),
  };
}
