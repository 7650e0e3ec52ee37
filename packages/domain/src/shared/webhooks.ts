import { randomBytes } from 'node:crypto';

/** How outgoing webhooks behave in this deployment (configuration; see the README). */
export interface WebhookSettings {
  /**
   * Send to (and register) addresses in private, loopback and link-local ranges. Off in
   * production: a webhook URL would otherwise let an admin account probe the shop's own network.
   */
  allowPrivate: boolean;
  /** `stock.low` fires when a size's remaining stock falls to this or below. */
  lowStockAt: number;
  /** How long one attempt may take, connect to last byte. */
  timeoutMs: number;
  /**
   * The 32-byte key signing secrets are sealed with at rest (SECRETS_KEY; the server loads or
   * makes it, see apps/server/src/secrets-key.ts).
   */
  secretsKey: Buffer;
}

/** For code that builds deps without a server (tests): a key of this process only. */
export const DEFAULT_WEBHOOK_SETTINGS: WebhookSettings = {
  allowPrivate: false,
  lowStockAt: 2,
  timeoutMs: 10_000,
  secretsKey: randomBytes(32),
};
