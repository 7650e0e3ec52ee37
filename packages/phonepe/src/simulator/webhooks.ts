/**
 * Sends notifications the way PhonePe does: v2 webhooks to the configured URL with
 * `Authorization: sha256hex(username:password)` (docs "Handling Webhooks"; SDK CommonUtils), v1 S2S
 * callbacks to the callbackUrl given in pay/refund as {response: base64} with X-VERIFY
 * sha256(response + saltKey)###saltIndex (docs /v1/reference/php-callback-verification).
 * Always fire and forget: a slow or broken receiver must never hold up the shopper's redirect.
 */
import { toBase64Json, v1CallbackXVerify, webhookAuthorization } from '../signing';
import { v1OrderStatus, v1RefundStatus, v2OrderWebhook, v2RefundWebhook } from './payloads';
import type { Sim, SimOrder, SimRefund } from './state';

const WEBHOOK_TIMEOUT_MS = 5_000;

async function post(
  sim: Sim,
  url: string,
  headers: Record<string, string>,
  body: string,
  event: string,
  id: string,
) {
  const entry = { url, event, id, status: null as number | null, error: null as string | null };
  sim.state.webhooks.push(entry);
  try {
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...headers },
      body,
      signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
    });
    entry.status = res.status;
    await res.arrayBuffer();
  } catch (err) {
    entry.error = err instanceof Error ? err.message : String(err);
    sim.log.warn({ url, event, err: entry.error }, 'phonepe simulator: webhook delivery failed');
  }
}

/** Applies the drop/duplicate controls, then sends all copies at once (concurrent duplicates). */
function deliver(
  sim: Sim,
  url: string,
  headers: Record<string, string>,
  body: string,
  event: string,
  id: string,
) {
  const { state } = sim;
  const copies = state.duplicateNextWebhook;
  state.duplicateNextWebhook = 1;
  if (state.dropWebhooks) {
    state.webhooks.push({ url, event, id, status: null, error: 'dropped' });
    return;
  }
  for (let i = 0; i < copies; i++) void post(sim, url, headers, body, event, id);
}

function v2Headers(sim: Sim): Record<string, string> {
  return {
    Authorization: webhookAuthorization(sim.opts.webhookUsername, sim.opts.webhookPassword),
  };
}

function v1Send(sim: Sim, url: string, answer: { code: string }, id: string) {
  const response = toBase64Json(answer);
  const xVerify = v1CallbackXVerify(response, sim.opts.saltKey, sim.opts.saltIndex);
  deliver(sim, url, { 'X-VERIFY': xVerify }, JSON.stringify({ response }), answer.code, id);
}

/** Where v2 webhooks go now (a server on port 0 knows its address only after listen). */
function webhookUrl(sim: Sim): string | null {
  const url = sim.opts.webhookUrl;
  return typeof url === 'function' ? url() : url;
}

export function notifyOrder(sim: Sim, o: SimOrder): void {
  if (o.api === 'v1') {
    if (o.callbackUrl) v1Send(sim, o.callbackUrl, v1OrderStatus(sim, o, false), o.merchantOrderId);
    return;
  }
  const url = webhookUrl(sim);
  if (!url) return;
  const body = v2OrderWebhook(sim, o);
  deliver(sim, url, v2Headers(sim), JSON.stringify(body), body.event, o.merchantOrderId);
}

export function notifyRefund(sim: Sim, r: SimRefund): void {
  if (r.api === 'v1') {
    // v1 has no "accepted" callback: only the final state is posted.
    if (r.callbackUrl && r.state !== 'PENDING') {
      v1Send(sim, r.callbackUrl, v1RefundStatus(sim, r), r.merchantRefundId);
    }
    return;
  }
  const url = webhookUrl(sim);
  if (!url) return;
  const body = v2RefundWebhook(sim, r);
  deliver(sim, url, v2Headers(sim), JSON.stringify(body), body.event, r.merchantRefundId);
}
