/**
 * The simulator's in-memory state: orders (v2) and transactions (v1) in one map, refunds, tokens,
 * and the test controls' switches. One instance per registered plugin, so tests can run several
 * simulators side by side.
 */
import { randomBytes } from 'node:crypto';

export interface SimulatorOptions {
  clientId: string;
  clientSecret: string;
  clientVersion: string;
  merchantId: string;
  saltKey: string;
  saltIndex: string;
  /** v2 webhooks go here (PhonePe: configured on the dashboard); null = none. */
  webhookUrl: string | null | (() => string | null);
  webhookUsername: string;
  webhookPassword: string;
  /**
   * The simulator's public base URL including its prefix, for the hosted page link. A function
   * lets a server that listens on port 0 supply it once the port is known.
   */
  publicUrl: string | (() => string);
  /**
   * Where the hosted page of one payment lives, from the merchant's redirectUrl: a simulator
   * mounted inside the shop serves it on the origin the shopper is using. Default: publicUrl.
   */
  pageBase?: (merchantRedirectUrl: string) => string;
  /** Test controls under `/__control`; the server passes false in production. */
  controls: boolean;
  /** Lifetime of issued O-Bearer tokens; default 3600. */
  tokenTtlSeconds?: number;
  /** v1 pay pages have no expireAfter; PhonePe times them out after about 15 minutes. */
  v1ExpireAfterSeconds?: number;
  /** A pending refund settles after this long even if nobody asks; default 2000. */
  refundSettleMs?: number;
  now?: () => number;
  /** Display name on the hosted page. */
  merchantName?: string;
  /**
   * A JSON file the payments, refunds and tokens are kept in across restarts (persist.ts), as
   * PhonePe keeps them; absent or null: memory only.
   */
  stateFile?: string | null;
}

export type OrderState = 'PENDING' | 'COMPLETED' | 'FAILED';

export interface SimOrder {
  api: 'v1' | 'v2';
  merchantOrderId: string;
  orderId: string;
  amount: number;
  createdAt: number;
  expireAt: number;
  state: OrderState;
  /** v1 code: PAYMENT_PENDING | PAYMENT_SUCCESS | PAYMENT_DECLINED | TIMED_OUT ... */
  code: string;
  /** v2 errorCode for failed orders. */
  errorCode: string | null;
  redirectUrl: string;
  callbackUrl: string | null;
  message: string;
  pageToken: string;
  transactionId: string | null;
  decidedAt: number | null;
}

export interface SimRefund {
  api: 'v1' | 'v2';
  merchantRefundId: string;
  refundId: string;
  originalMerchantOrderId: string;
  amount: number;
  state: 'PENDING' | 'COMPLETED' | 'FAILED';
  willFail: boolean;
  callbackUrl: string | null;
  createdAt: number;
  timer: NodeJS.Timeout | null;
}

export interface Fault {
  times: number;
  endpoint: string | null;
}

export interface WebhookLog {
  url: string;
  event: string;
  id: string;
  status: number | null;
  error: string | null;
}

export class SimState {
  orders = new Map<string, SimOrder>();
  byPageToken = new Map<string, SimOrder>();
  refunds = new Map<string, SimRefund>();
  /** access_token -> expires_at (epoch seconds). */
  tokens = new Map<string, number>();
  issuedTokens: string[] = [];
  calls: Record<string, number> = {};
  webhooks: WebhookLog[] = [];
  // Controls
  pendingFor = new Map<string, number>();
  delayMs = 0;
  fail: Fault & { status: number } = { times: 0, endpoint: null, status: 500 };
  hang: Fault & { ms: number } = { times: 0, endpoint: null, ms: 60_000 };
  duplicateNextWebhook = 1;
  dropWebhooks = false;
  failRefunds = false;
  /** Aborted when the plugin closes, releasing any hanging request. */
  closing = new AbortController();

  reset(): void {
    for (const r of this.refunds.values()) if (r.timer) clearTimeout(r.timer);
    this.orders.clear();
    this.byPageToken.clear();
    this.refunds.clear();
    this.tokens.clear();
    this.issuedTokens = [];
    this.calls = {};
    this.webhooks = [];
    this.pendingFor.clear();
    this.delayMs = 0;
    this.fail = { times: 0, endpoint: null, status: 500 };
    this.hang = { times: 0, endpoint: null, ms: 60_000 };
    this.duplicateNextWebhook = 1;
    this.dropWebhooks = false;
    this.failRefunds = false;
  }

  /** Sum of refunds that have not failed: what can no longer be refunded. */
  refundedAmount(merchantOrderId: string): number {
    let sum = 0;
    for (const r of this.refunds.values()) {
      if (r.originalMerchantOrderId === merchantOrderId && r.state !== 'FAILED') sum += r.amount;
    }
    return sum;
  }

  /** Consumes one "answer PENDING" override for this id, if any. */
  takePendingOverride(id: string): boolean {
    const n = this.pendingFor.get(id) ?? 0;
    if (n <= 0) return false;
    if (n === 1) this.pendingFor.delete(id);
    else this.pendingFor.set(id, n - 1);
    return true;
  }
}

export function randomId(prefix: string, bytes = 10): string {
  return `${prefix}${randomBytes(bytes).toString('hex').toUpperCase()}`;
}

export const ID_RE = /^[A-Za-z0-9_-]{1,35}$/;

export function isValidAmount(v: unknown): v is number {
  return typeof v === 'number' && Number.isInteger(v) && v >= 100;
}

/** Everything a route or transition needs, passed around instead of module globals. */
export interface Sim {
  opts: SimulatorOptions;
  state: SimState;
  /** publicUrl without a trailing slash. */
  publicUrl: () => string;
  /** The hosted checkout page of one payment. */
  pageUrl: (o: { pageToken: string; redirectUrl: string }) => string;
  now: () => number;
  log: { warn(obj: unknown, msg?: string): void };
}
