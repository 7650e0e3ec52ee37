import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { testImage } from '@frameshop/domain/testing/images';
import type { Page } from 'playwright-core';
import { createShopper, type E2E } from './browser';

/*
 * Orders for the order admin's browser tests, placed the way the checkout places them (tRPC as
 * a signed-in shopper) against the demo catalogue. Frame 1 'Heritage Teak Classic' has sizes in
 * stock there.
 */
export const FRAME = { id: 1, name: 'Heritage Teak Classic' };
export const SHIPPING = {
  firstName: 'Meera',
  lastName: 'Iyer',
  address: '12 MG Road',
  city: 'Bengaluru',
  state: 'Karnataka',
  postalCode: '560001',
  phone: '9876543210',
};

export interface PlacedOrder {
  orderId: number;
  grandTotal: number;
}

/** Set ORDERS_SHOTS=<dir> to keep screenshots of the page. */
export async function shot(page: Page, name: string) {
  const dir = process.env.ORDERS_SHOTS;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: join(dir, `${name}-${width}.png`), fullPage: true });
}

/** A shopper signed in over the legacy API, and tRPC/REST calls made as them. */
export async function shopperSession(e2e: E2E, name: [string, string] = ['Meera', 'Iyer']) {
  const base = e2e.server.baseUrl;
  const email = `${name[0].toLowerCase()}-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@shop.test`;
  const shopper = await createShopper(e2e, email, 'shopper-pass-1', name);
  const login = await fetch(`${base}/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(shopper),
  });
  if (!login.ok) throw new Error(`login: ${login.status} ${await login.text()}`);
  const { token } = (await login.json()) as { token: string };
  const auth = { authorization: `Bearer ${token}` };

  const get = async <T>(path: string, input?: unknown): Promise<T> => {
    const query = input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`;
    const res = await fetch(`${base}/trpc/${path}${query}`, { headers: auth });
    if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
    return ((await res.json()) as { result: { data: T } }).result.data;
  };
  const post = async <T>(path: string, body: unknown): Promise<T> => {
    const res = await fetch(`${base}${path}`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
    return (await res.json()) as T;
  };
  const place = async (lines: unknown[]): Promise<PlacedOrder> => {
    const result = await post<{ result: { data: PlacedOrder | { data: PlacedOrder } } }>(
      '/trpc/orders.place',
      { shipping: SHIPPING, lines },
    );
    const data = result.result.data;
    return 'data' in data ? data.data : data;
  };
  return { auth, get, post, place };
}

export type ShopperSession = Awaited<ReturnType<typeof shopperSession>>;

/** A ready-made line of frame 1 (a size with stock) and a custom line of a fresh upload. */
export async function orderLines(e2e: E2E, shopper: ShopperSession) {
  const frame = await shopper.get<{ frameSizes: { sizeId: number; remained_qty: number }[] }>(
    'catalogue.frames.byId',
    { frameId: FRAME.id },
  );
  const variant = frame.frameSizes.find((v) => v.remained_qty >= 5);
  if (!variant) throw new Error('the demo catalogue changed');

  const form = new FormData();
  const jpeg = await testImage('jpeg', 3000, 2000);
  form.append('photo', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), 'me.jpg');
  const upload = await fetch(`${e2e.server.baseUrl}/api/photos`, {
    method: 'POST',
    body: form,
    headers: shopper.auth,
  });
  if (upload.status !== 201) throw new Error(`upload: ${upload.status} ${await upload.text()}`);
  const { photoKey } = (await upload.json()) as { photoKey: string };
  const options = await shopper.get<{
    materials: { materialId: number }[];
    frameMaterials: { frameMaterialId: number }[];
    thicknesses: { thicknessId: number }[];
  }>('catalogue.options');

  return {
    photoKey,
    ready: (quantity = 2) => ({
      kind: 'ready',
      frameId: FRAME.id,
      sizeId: variant.sizeId,
      quantity,
    }),
    custom: (extra: { widthIn?: number; heightIn?: number; instructions?: string } = {}) => ({
      kind: 'custom',
      photoKey,
      crop: { x: 0, y: 0, width: 3000, height: 2000 },
      widthIn: extra.widthIn ?? 15,
      heightIn: extra.heightIn ?? 10,
      materialId: options.materials[0]?.materialId,
      frameMaterialId: options.frameMaterials[0]?.frameMaterialId,
      shape: 'Rectangle',
      thicknessId: options.thicknesses[0]?.thicknessId,
      instructions: extra.instructions ?? 'Hang it landscape, please',
      quantity: 1,
    }),
  };
}

/** One regular and one custom order of a new shopper (the order admin's main flow). */
export async function placeOrders(e2e: E2E) {
  const shopper = await shopperSession(e2e);
  const lines = await orderLines(e2e, shopper);
  const regular = await shopper.place([lines.ready(2)]);
  const custom = await shopper.place([lines.custom()]);
  return { regular, custom, photoKey: lines.photoKey, shopper };
}

/**
 * Pays an order as its shopper through the PhonePe simulator: start, the simulator's 'pay'
 * decision, then the return page's verification (issue 12; apps/server/test/payment-flow.test.ts).
 */
export async function payOrder(e2e: E2E, shopper: ShopperSession, orderId: number) {
  const { merchantTransactionId } = await shopper.post<{ merchantTransactionId: string }>(
    '/api/phonepe/pay',
    { orderId },
  );
  const decide = await fetch(`${e2e.server.baseUrl}/phonepe-sim/__control/decide`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      merchantOrderId: merchantTransactionId,
      decision: 'pay',
      webhook: false,
    }),
  });
  if (!decide.ok) throw new Error(`decide: ${decide.status} ${await decide.text()}`);
  const verified = await shopper.post<{ success: boolean }>('/api/phonepe/phonepe-callback', {
    merchantTransactionId,
  });
  if (!verified.success) throw new Error(`payment not verified: ${JSON.stringify(verified)}`);
  return merchantTransactionId;
}
