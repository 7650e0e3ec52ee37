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
}

export const DEFAULT_WEBHOOK_SETTINGS: WebhookSettings = {
  allowPrivate: false,
  lowStockAt: 2,
  timeoutMs: 10_000,
};
