import type { AddressInfo } from 'node:net';
import type { PaymentDeps } from '@frameshop/domain/shared/payment';
import { createGateway, GatewayError, type PaymentGateway } from '@frameshop/phonepe/client';
import { createPhonePeSimulator } from '@frameshop/phonepe/simulator/index';
import type { FastifyInstance } from 'fastify';
import type { Config } from './config';
import { SIMULATOR_CREDENTIALS } from './payment-config';

/** Where the built-in simulator is mounted (PHONEPE_MODE=simulator). */
export const SIMULATOR_PREFIX = '/phonepe-sim';
/** The simulator's base URL for requests made in process (never resolved: see injectFetch). */
const IN_PROCESS = `http://in-process${SIMULATOR_PREFIX}`;

/**
 * A fetch that hands each request to the server's own routes (Fastify's inject): the same
 * method, path, headers and body, answered by the same handlers, without a socket.
 */
function injectFetch(app: FastifyInstance): typeof fetch {
  return async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const answer = await app.inject({
      method: (init?.method ?? 'GET') as 'GET' | 'POST',
      url: `${url.pathname}${url.search}`,
      headers: Object.fromEntries(new Headers(init?.headers).entries()),
      payload: typeof init?.body === 'string' ? init.body : undefined,
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value !== undefined)
        headers.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    }
    return new Response(answer.statusCode === 204 ? null : new Uint8Array(answer.rawPayload), {
      status: answer.statusCode,
      headers,
    });
  };
}

/**
 * The payment gateway for this process (issue 12). With PHONEPE_MODE=simulator the simulator
 * is mounted in this server and the client talks to it over real HTTP on the address the
 * server listens on, so it is made on first use (tests listen on port 0). Otherwise the
 * client points at PhonePe, or at PHONEPE_PG_URL / PHONEPE_AUTH_URL.
 */
export function createPaymentRuntime(config: Config): {
  deps: PaymentDeps;
  mount(app: FastifyInstance): Promise<void>;
  /** The worker registers how to be woken (jobs/payment-worker.ts). */
  onKick(run: () => void): void;
} {
  const { mode, gateway: settings, gateways: configured } = config.payment;
  let selfOrigin: string | null = null;
  let host: FastifyInstance | null = null;
  let kick = () => {};
  const made = new Map<'v1' | 'v2', PaymentGateway>();
  const beforeListen = new Map<'v1' | 'v2', PaymentGateway>();
  const resolve = (api: 'v1' | 'v2'): PaymentGateway => {
    const existing = made.get(api);
    if (existing) return existing;
    const chosen = configured[api];
    if (!chosen) {
      throw new GatewayError('unavailable', `PhonePe ${api} credentials are not configured`);
    }
    let base: { pgUrl: string; authUrl: string };
    if (mode !== 'simulator') {
      // v1 has no OAuth host (authUrl is empty): the mode, not the URLs, says where to go.
      base = { pgUrl: chosen.pgUrl ?? '', authUrl: chosen.authUrl ?? '' };
    } else if (!selfOrigin) {
      // Before the server listens (the demo seed at boot), the same HTTP requests reach the
      // mounted simulator in process; once it listens, over the socket as from anywhere.
      return inProcess(api, { ...chosen, pgUrl: IN_PROCESS, authUrl: IN_PROCESS });
    } else {
      const sim = `${selfOrigin}${SIMULATOR_PREFIX}`;
      base = { pgUrl: sim, authUrl: sim };
    }
    const gateway = createGateway({ ...chosen, ...base }, { timeoutMs: config.PHONEPE_TIMEOUT_MS });
    made.set(api, gateway);
    return gateway;
  };
  const inProcess = (api: 'v1' | 'v2', settings: Parameters<typeof createGateway>[0]) => {
    const existing = beforeListen.get(api);
    if (existing) return existing;
    if (!host) throw new Error('The payment simulator is reached once it is mounted');
    const gateway = createGateway(settings, {
      timeoutMs: config.PHONEPE_TIMEOUT_MS,
      fetch: injectFetch(host),
    });
    beforeListen.set(api, gateway);
    return gateway;
  };
  // Thin forwarders, so the domain holds objects whatever is created later; a version with no
  // credentials fails each call as 'unavailable' and verifies no webhook.
  const forwarder = (api: 'v1' | 'v2'): PaymentGateway => ({
    api,
    pay: async (r) => resolve(api).pay(r),
    status: async (id) => resolve(api).status(id),
    refund: async (r) => resolve(api).refund(r),
    refundStatus: async (id) => resolve(api).refundStatus(id),
    verifyWebhook: (h, b) => (configured[api] ? resolve(api).verifyWebhook(h, b) : null),
  });
  const forwarders = { v1: forwarder('v1'), v2: forwarder('v2') };
  const publicBase = config.PUBLIC_URL ? config.publicUrl : null;
  return {
    deps: {
      gateway: forwarders[settings.api],
      gatewayFor: (api) => forwarders[api],
      // Without PUBLIC_URL, the simulator sends shoppers back to the address they use.
      returnBase: mode === 'simulator' ? publicBase : config.publicUrl,
      // v1 S2S callbacks: the simulator inside this server calls us where we listen.
      get callbackUrl() {
        const base =
          mode === 'simulator' && !publicBase && selfOrigin ? selfOrigin : config.publicUrl;
        return `${base}/api/phonepe/webhook`;
      },
      kick: () => kick(),
      ...(mode === 'simulator'
        ? {
            async simulatorPage(redirectUrl: string, action: 'pay' | 'decline') {
              if (!host) throw new Error('The payment simulator is not mounted');
              const answer = await host.inject({
                method: 'POST',
                url: new URL(redirectUrl).pathname,
                headers: { 'content-type': 'application/x-www-form-urlencoded' },
                payload: `action=${action}`,
              });
              if (answer.statusCode !== 303) {
                throw new Error(`The simulator's page answered ${answer.statusCode}`);
              }
            },
          }
        : {}),
    },
    async mount(app) {
      host = app;
      app.addHook('onListen', async () => {
        const address = app.server.address() as AddressInfo | null;
        if (address && typeof address === 'object') selfOrigin = `http://127.0.0.1:${address.port}`;
      });
      if (mode !== 'simulator') return;
      await app.register(
        createPhonePeSimulator({
          ...SIMULATOR_CREDENTIALS,
          webhookUrl: () => (selfOrigin ? `${selfOrigin}/api/phonepe/webhook` : null),
          publicUrl: () => `${publicBase ?? selfOrigin ?? config.publicUrl}${SIMULATOR_PREFIX}`,
          // The hosted page on the origin the shopper came from (its return address).
          pageBase: (redirectUrl) =>
            `${publicBase ?? new URL(redirectUrl).origin}${SIMULATOR_PREFIX}`,
          // Test controls never exist in production.
          controls: config.NODE_ENV !== 'production',
          merchantName: config.SHOP_NAME,
          stateFile: config.simulatorStateFile,
        }),
        // The simulator stands in for PhonePe's servers: its requests are not the shop's, so
        // they are logged only when they fail (a first start pays 150 demo orders through it).
        { prefix: SIMULATOR_PREFIX, logLevel: 'warn' },
      );
    },
    onKick(run) {
      kick = run;
    },
  };
}
