import type { AddressInfo } from 'node:net';
import type { PaymentDeps } from '@frameshop/domain/shared/payment';
import { createGateway, type PaymentGateway } from '@frameshop/phonepe/client';
import { createPhonePeSimulator } from '@frameshop/phonepe/simulator/index';
import type { FastifyInstance } from 'fastify';
import type { Config } from './config';
import { SIMULATOR_CREDENTIALS } from './payment-config';

/** Where the built-in simulator is mounted (PHONEPE_MODE=simulator). */
export const SIMULATOR_PREFIX = '/phonepe-sim';

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
  const { mode, gateway: settings } = config.payment;
  let selfOrigin: string | null = null;
  let kick = () => {};
  let gateway: PaymentGateway | null = null;
  const resolve = (): PaymentGateway => {
    if (gateway) return gateway;
    if (settings.pgUrl && settings.authUrl) {
      gateway = createGateway(
        { ...settings, pgUrl: settings.pgUrl, authUrl: settings.authUrl },
        { timeoutMs: config.PHONEPE_TIMEOUT_MS },
      );
      return gateway;
    }
    if (!selfOrigin) throw new Error('The payment simulator is reached once the server listens');
    const base = `${selfOrigin}${SIMULATOR_PREFIX}`;
    gateway = createGateway(
      { ...settings, pgUrl: base, authUrl: base },
      { timeoutMs: config.PHONEPE_TIMEOUT_MS },
    );
    return gateway;
  };
  // A thin forwarder, so the domain holds one object whatever is created later.
  const forward: PaymentGateway = {
    get api() {
      return settings.api;
    },
    pay: (r) => resolve().pay(r),
    status: (id) => resolve().status(id),
    refund: (r) => resolve().refund(r),
    refundStatus: (id) => resolve().refundStatus(id),
    verifyWebhook: (h, b) => resolve().verifyWebhook(h, b),
  };
  const publicBase = config.PUBLIC_URL ? config.publicUrl : null;
  return {
    deps: {
      gateway: forward,
      // Without PUBLIC_URL, the simulator sends shoppers back to the address they use.
      returnBase: mode === 'simulator' ? publicBase : config.publicUrl,
      // v1 S2S callbacks: the simulator inside this server calls us where we listen.
      get callbackUrl() {
        const base =
          mode === 'simulator' && !publicBase && selfOrigin ? selfOrigin : config.publicUrl;
        return `${base}/api/phonepe/webhook`;
      },
      kick: () => kick(),
    },
    async mount(app) {
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
        }),
        { prefix: SIMULATOR_PREFIX },
      );
    },
    onKick(run) {
      kick = run;
    },
  };
}
