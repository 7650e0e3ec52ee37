/**
 * Test controls (registered only when `controls: true`, so production answers 404) and the fault
 * hook they drive. Faults apply to API routes only (those with `config.endpoint`), never to the
 * hosted page or the controls themselves.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type Decision, decideOrder, expireOrder } from './orders';
import type { Fault, Sim } from './state';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The simulator's name for a route ('v2.status'), for fault injection and call counts. */
    endpoint?: string;
  }
}

type Body = Record<string, unknown>;

function matches(fault: Fault, endpoint: string): boolean {
  return fault.times > 0 && (fault.endpoint === null || fault.endpoint === endpoint);
}

function int(v: unknown, fallback: number): number {
  return typeof v === 'number' && Number.isInteger(v) && v >= 0 ? v : fallback;
}

/** onRequest hook: counts the call, then applies delay, hang and forced failure. */
export function faultHook(sim: Sim) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const endpoint = (request.routeOptions.config as { endpoint?: string } | undefined)?.endpoint;
    if (!endpoint) return;
    const { state } = sim;
    state.calls[endpoint] = (state.calls[endpoint] ?? 0) + 1;
    if (state.delayMs > 0) await sleep(state.delayMs, state.closing.signal);
    if (matches(state.hang, endpoint)) {
      state.hang.times--;
      // Long enough to outlast the client's timeout; released early when the simulator closes.
      await sleep(state.hang.ms, state.closing.signal);
      return reply.code(504).send({ code: 'TIMEOUT', message: 'Simulated hang' });
    }
    if (matches(state.fail, endpoint)) {
      state.fail.times--;
      return reply
        .code(state.fail.status)
        .send({ success: false, code: 'INTERNAL_SERVER_ERROR', message: 'Simulated failure' });
    }
  };
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve();
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
    signal.addEventListener('abort', done);
  });
}

export function registerControlRoutes(app: FastifyInstance, sim: Sim): void {
  const { state } = sim;
  const body = (request: FastifyRequest): Body => (request.body ?? {}) as Body;
  const endpointOf = (b: Body) => (typeof b.endpoint === 'string' ? b.endpoint : null);

  /** Decide as the hosted page would; `webhook: false` to simulate a lost notification. */
  app.post('/__control/decide', async (request, reply) => {
    const b = body(request);
    const order = state.orders.get(String(b.merchantOrderId));
    if (!order) return reply.code(404).send({ error: 'unknown merchantOrderId' });
    const decision: Decision = b.decision === 'decline' ? 'decline' : 'pay';
    const changed = decideOrder(sim, order, decision, b.webhook !== false);
    return { changed, state: order.state, redirectUrl: order.redirectUrl };
  });

  app.post('/__control/pending', async (request) => {
    const b = body(request);
    state.pendingFor.set(String(b.merchantOrderId), int(b.times, 1));
    return { ok: true };
  });

  app.post('/__control/delay', async (request) => {
    state.delayMs = int(body(request).ms, 0);
    return { ok: true };
  });

  app.post('/__control/fail', async (request) => {
    const b = body(request);
    state.fail = { times: int(b.times, 1), endpoint: endpointOf(b), status: int(b.status, 500) };
    return { ok: true };
  });

  app.post('/__control/hang', async (request) => {
    const b = body(request);
    state.hang = { times: int(b.times, 1), endpoint: endpointOf(b), ms: int(b.ms, 60_000) };
    return { ok: true };
  });

  /** `duplicate`: how many copies of the next webhook to send at once; `drop`: send none. */
  app.post('/__control/webhooks', async (request) => {
    const b = body(request);
    if (b.duplicate !== undefined) state.duplicateNextWebhook = Math.max(1, int(b.duplicate, 1));
    if (typeof b.drop === 'boolean') state.dropWebhooks = b.drop;
    return { ok: true };
  });

  app.post('/__control/refunds', async (request) => {
    state.failRefunds = body(request).fail === true;
    return { ok: true };
  });

  app.post('/__control/expire', async (request, reply) => {
    const order = state.orders.get(String(body(request).merchantOrderId));
    if (!order) return reply.code(404).send({ error: 'unknown merchantOrderId' });
    expireOrder(sim, order);
    return { state: order.state };
  });

  app.post('/__control/expire-tokens', async () => {
    for (const token of state.tokens.keys()) state.tokens.set(token, 0);
    return { ok: true };
  });

  app.post('/__control/reset', async () => {
    state.reset();
    return { ok: true };
  });

  app.get('/__control/calls', async () => ({
    calls: state.calls,
    tokensIssued: state.issuedTokens.length,
    lastToken: state.issuedTokens[state.issuedTokens.length - 1] ?? null,
    webhooks: state.webhooks,
    orders: [...state.orders.values()].map((o) => ({
      merchantOrderId: o.merchantOrderId,
      api: o.api,
      state: o.state,
      amount: o.amount,
      pageUrl: sim.pageUrl(o),
    })),
    refunds: [...state.refunds.values()].map((r) => ({
      merchantRefundId: r.merchantRefundId,
      state: r.state,
      amount: r.amount,
    })),
  }));
}
