/**
 * Real-HTTP test harness: the simulator mounted at /phonepe-sim (as the server mounts it) on an
 * ephemeral port, plus a tiny merchant server that records webhooks/callbacks exactly as received.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import {
  createGateway,
  type GatewayConfig,
  GatewayError,
  type GatewayOptions,
  newMerchantId,
  type PayRequest,
} from '../src/client';
import { createPhonePeSimulator, type SimulatorOptions } from '../src/simulator/index';

export const PREFIX = '/phonepe-sim';

export interface Received {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  rawBody: string;
}

export interface Harness {
  sim: FastifyInstance;
  receiver: FastifyInstance;
  base: string;
  merchantUrl: string;
  received: Received[];
  config(api: 'v1' | 'v2', overrides?: Partial<GatewayConfig>): GatewayConfig;
  gateway(
    api: 'v1' | 'v2',
    overrides?: Partial<GatewayConfig>,
    options?: GatewayOptions,
  ): ReturnType<typeof createGateway>;
  control(path: string, body?: unknown): Promise<Record<string, unknown>>;
  calls(): Promise<{ calls: Record<string, number>; tokensIssued: number; webhooks: unknown[] }>;
  close(): Promise<void>;
}

const CREDS = {
  clientId: 'TEST_CLIENT',
  clientSecret: 'test-secret',
  clientVersion: '1',
  merchantId: 'PGTESTPAYUAT',
  saltKey: '099eb0cd-02cf-4e2a-8aca-3e6c6aff0399',
  saltIndex: '1',
  webhookUsername: 'shop_hooks',
  webhookPassword: 'hookpass123',
};

export async function startHarness(extra: Partial<SimulatorOptions> = {}): Promise<Harness> {
  const received: Received[] = [];
  const receiver = Fastify();
  // Keep the body as the exact string received: verification works on raw bytes.
  receiver.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) =>
    done(null, body),
  );
  for (const path of ['/webhook', '/callback']) {
    receiver.post(path, async (request) => {
      received.push({ path, headers: request.headers, rawBody: request.body as string });
      return { ok: true };
    });
  }
  await receiver.listen({ port: 0, host: '127.0.0.1' });
  const address = receiver.server.address();
  const merchantUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

  const sim = Fastify();
  let base = '';
  await sim.register(
    createPhonePeSimulator({
      ...CREDS,
      webhookUrl: `${merchantUrl}/webhook`,
      publicUrl: () => base,
      controls: true,
      ...extra,
    }),
    { prefix: PREFIX },
  );
  await sim.listen({ port: 0, host: '127.0.0.1' });
  const simAddress = sim.server.address();
  base = `http://127.0.0.1:${typeof simAddress === 'object' && simAddress ? simAddress.port : 0}${PREFIX}`;

  const config = (api: 'v1' | 'v2', overrides: Partial<GatewayConfig> = {}): GatewayConfig => ({
    api,
    pgUrl: base,
    authUrl: base,
    ...CREDS,
    ...overrides,
  });

  const control = async (path: string, body: unknown = {}) => {
    const res = await fetch(`${base}/__control/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return (await res.json()) as Record<string, unknown>;
  };

  return {
    sim,
    receiver,
    base,
    merchantUrl,
    received,
    config,
    gateway: (api, overrides, options) => createGateway(config(api, overrides), options),
    control,
    calls: async () => (await (await fetch(`${base}/__control/calls`)).json()) as never,
    close: async () => {
      await sim.close();
      await receiver.close();
    },
  };
}

/** Polls until `check` returns a value (webhooks are sent in the background). */
export async function waitFor<T>(
  check: () => T | undefined | null | false,
  timeoutMs = 3000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error('waitFor: timed out');
    await new Promise((r) => setTimeout(r, 10));
  }
}

/** Plays the shopper on the hosted page: GET it, then submit the form without following redirects. */
export async function submitPage(pageUrl: string, fields: Record<string, string>) {
  const res = await fetch(pageUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });
  return { status: res.status, location: res.headers.get('location'), text: await res.text() };
}

/** One harness per test file, reset before each test. */
export function useHarness(): () => Harness {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(async () => {
    await h.close();
  });
  beforeEach(async () => {
    await h.control('reset');
    h.received.length = 0;
  });
  return () => h;
}

/** A pay request for order `order` whose return and callback point at the merchant stub. */
export function payRequest(h: Harness, order: number, amountPaise: number): PayRequest {
  const merchantOrderId = newMerchantId(`FS${order}`);
  return {
    merchantOrderId,
    amountPaise,
    redirectUrl: `${h.merchantUrl}/phonepe-callback?merchantTransactionId=${merchantOrderId}`,
    callbackUrl: `${h.merchantUrl}/callback`,
    merchantUserId: `U${order}`,
    message: `Frame order ${order}`,
    expireAfterSeconds: 1200,
  };
}

/** The GatewayError a call rejects with (fails the test if it resolves). */
export async function rejection(p: Promise<unknown>): Promise<GatewayError> {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(GatewayError);
  return err as GatewayError;
}
