/**
 * Entry point: builds the v1 or v2 gateway from configuration. Base URLs are configuration (not
 * hard-coded as in PhonePe's SDK) so the same client talks to PhonePe or to the simulator.
 * Hosts matched against PhonePe/phonepe-pg-sdk-node src/common/constants/BaseUrl.ts (v2) and
 * developer.phonepe.com/v1/reference/pay-api-1 (v1: UAT .../apis/pg-sandbox, PROD .../apis/hermes).
 */
import type { HttpOptions } from './http';
import type { PaymentGateway } from './types';
import { V1Gateway } from './v1';
import { V2Gateway } from './v2';

export { isMerchantId, newMerchantId } from './ids';
export { v1CallbackXVerify, v1XVerify, webhookAuthorization } from './signing';
export * from './types';

export interface GatewayConfig {
  api: 'v1' | 'v2';
  pgUrl: string;
  /** v2 only: OAuth host. */
  authUrl: string;
  clientId: string;
  clientSecret: string;
  clientVersion: string;
  webhookUsername: string;
  webhookPassword: string;
  /** v1 only. */
  merchantId: string;
  saltKey: string;
  saltIndex: string;
}

export interface GatewayOptions {
  fetch?: typeof fetch;
  /** Per-request deadline; default 10 000 ms. */
  timeoutMs?: number;
  now?: () => number;
}

/** PhonePe's v2 hosts (the SDK's BaseUrl.ts). Sandbox serves OAuth on the PG host itself. */
export const PHONEPE_HOSTS = {
  sandbox: {
    pgUrl: 'https://api-preprod.phonepe.com/apis/pg-sandbox',
    authUrl: 'https://api-preprod.phonepe.com/apis/pg-sandbox',
  },
  production: {
    pgUrl: 'https://api.phonepe.com/apis/pg',
    authUrl: 'https://api.phonepe.com/apis/identity-manager',
  },
} as const;

/** v1 lives on a different production host ("hermes"); v1 has no OAuth. */
export const PHONEPE_V1_HOSTS = {
  sandbox: { pgUrl: 'https://api-preprod.phonepe.com/apis/pg-sandbox', authUrl: '' },
  production: { pgUrl: 'https://api.phonepe.com/apis/hermes', authUrl: '' },
} as const;

/** Default hosts for a mode and API version (the server's PHONEPE_PG_URL/AUTH_URL override them). */
export function phonePeHosts(
  mode: 'sandbox' | 'production',
  api: 'v1' | 'v2',
): { pgUrl: string; authUrl: string } {
  return api === 'v1' ? PHONEPE_V1_HOSTS[mode] : PHONEPE_HOSTS[mode];
}

export function createGateway(config: GatewayConfig, options: GatewayOptions = {}): PaymentGateway {
  const http: HttpOptions = {
    // Wrapped so fetch is never called with the options object as `this`.
    fetch: options.fetch ?? ((input, init) => globalThis.fetch(input, init)),
    timeoutMs: options.timeoutMs ?? 10_000,
  };
  const now = options.now ?? Date.now;
  if (config.api === 'v1') return new V1Gateway(config, http);
  return new V2Gateway(config, http, now);
}
