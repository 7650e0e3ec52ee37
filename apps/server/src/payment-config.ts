import { type GatewayConfig, phonePeHosts } from '@frameshop/phonepe/client';
import type { Env } from './config';

export type PhonePeMode = 'simulator' | 'sandbox' | 'production';

/**
 * How this process pays (issue 12). `simulator` serves PhonePe's protocol from this server
 * under /phonepe-sim with built-in credentials, so a fresh clone takes a payment end to end
 * with nothing set. With NODE_ENV=production the mode must be named: a deployment can never
 * take fake payments by omission.
 */
export interface PaymentConfig {
  mode: PhonePeMode;
  /** Credentials and base URLs; in simulator mode the URLs are this server's own (set at boot). */
  gateway: Omit<GatewayConfig, 'pgUrl' | 'authUrl'> & {
    pgUrl: string | null;
    authUrl: string | null;
  };
}

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
export function paymentConfig(e: Env): PaymentConfig | string[] {
  const mode = e.PHONEPE_MODE ?? (e.NODE_ENV === 'production' ? null : 'simulator');
  if (mode === null) {
    return [
      'PHONEPE_MODE: must be set when NODE_ENV=production (sandbox or production; simulator only if you mean it)',
    ];
  }
  if (mode === 'simulator') {
    return {
      mode,
      gateway: { api: e.PHONEPE_API, ...SIMULATOR_CREDENTIALS, pgUrl: null, authUrl: null },
    };
  }
  const required = e.PHONEPE_API === 'v2' ? V2_KEYS : V1_KEYS;
  const missing = required
    .filter((k) => !e[k])
    .map((k) => `${k}: required with PHONEPE_MODE=${mode} and PHONEPE_API=${e.PHONEPE_API}`);
  if (missing.length > 0) return missing;
  const hosts = phonePeHosts(mode, e.PHONEPE_API);
  return {
    mode,
    gateway: {
      api: e.PHONEPE_API,
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
    },
  };
}
