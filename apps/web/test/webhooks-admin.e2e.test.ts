import { createHmac } from 'node:crypto';
import { Receiver } from '@frameshop/domain/testing/webhook-receiver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginContext, PHONE, seriousA11yViolations, toast, useE2E } from './support/browser';
import { FRAME, payOrder, shopperSession, shot } from './support/orders';

/**
 * Issue 22 in the browser: an admin registers an endpoint on the Webhooks screen (the secret
 * shown once), a shopper places and pays an order, the job runner delivers order.placed and
 * order.paid to a real receiver on loopback with a signature that verifies with that secret,
 * and the deliveries screen lists them as delivered; Resend sends one again; Delete asks first.
 */

function verifies(secret: string, header: unknown, body: string): boolean {
  const [, t, v1] = String(header).match(/^t=(\d+),v1=([0-9a-f]{64})$/) ?? [];
  return createHmac('sha256', secret).update(`${t}.${body}`).digest('hex') === v1;
}

async function until(check: () => boolean, what: string, ms = 15_000): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('webhooks admin', () => {
  const receiver = new Receiver();
  // The jobs `npm start` runs, the webhook deliveries among them (every 2 s).
  const e2e = useE2E(undefined, {
    seedDemo: true,
    jobs: true,
    env: { WEBHOOK_ALLOW_PRIVATE: 'true' },
  });
  beforeAll(async () => {
    await receiver.start();
  });
  afterAll(() => receiver.stop());

  it('registers an endpoint, receives a signed order.placed and order.paid, lists them delivered', async () => {
    const { page, context } = e2e;
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await loginContext(e2e);
    await page.goto('/admin/webhooks');
    await expect.poll(() => page.getByText('No endpoints yet').isVisible()).toBe(true);

    // Register: empty first (the contract's messages), then the real thing.
    await page.getByRole('button', { name: 'Register endpoint' }).click();
    const dialog = page.getByRole('dialog', { name: 'Register an endpoint' });
    await dialog.getByRole('button', { name: 'Register' }).click();
    await expect.poll(() => dialog.getByText('Choose at least one event').isVisible()).toBe(true);
    await expect.poll(() => dialog.getByText(/Enter the full address/).isVisible()).toBe(true);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await dialog.getByLabel('Endpoint URL').fill(receiver.url);
    await dialog.getByRole('checkbox', { name: /order\.placed/ }).check();
    await dialog.getByRole('checkbox', { name: /order\.paid/ }).check();
    await shot(page, 'webhooks-register');
    await dialog.getByRole('button', { name: 'Register' }).click();

    const shown = page.getByRole('dialog', { name: 'Endpoint registered' });
    const secret = await shown.getByLabel('Signing secret').inputValue();
    expect(secret).toMatch(/^whsec_/);
    await shown.getByRole('button', { name: 'Copy' }).click();
    await expect.poll(() => shown.getByText('Copied to the clipboard.').isVisible()).toBe(true);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
    await shot(page, 'webhooks-secret');
    await shown.getByRole('button', { name: 'I have saved the secret' }).click();
    await expect.poll(() => page.getByText(receiver.url).isVisible()).toBe(true);
    // The secret is never on the page again.
    expect(await page.content()).not.toContain(secret);

    // A shopper places and pays an order (PhonePe simulator).
    const shopper = await shopperSession(e2e);
    const frame = await shopper.get<{ frameSizes: { sizeId: number; remained_qty: number }[] }>(
      'catalogue.frames.byId',
      { frameId: FRAME.id },
    );
    const size = frame.frameSizes.find((v) => v.remained_qty >= 5);
    const placed = await shopper.place([
      { kind: 'ready', frameId: FRAME.id, sizeId: size?.sizeId, quantity: 1 },
    ]);
    await payOrder(e2e, shopper, placed.orderId);

    await until(() => receiver.received.length >= 2, 'two deliveries');
    const events = receiver.received.map((r) => r.headers['x-frameshop-event']);
    expect(events).toEqual(['order.placed', 'order.paid']);
    for (const r of receiver.received) {
      expect(verifies(secret, r.headers['x-frameshop-signature'], r.body)).toBe(true);
      expect(JSON.parse(r.body).data.orderId).toBe(placed.orderId);
    }

    // Listed as delivered, with the receiver's answer.
    await page.getByRole('link', { name: `Deliveries to ${receiver.url}` }).click();
    const list = page.getByRole('list', { name: 'Deliveries' });
    await expect.poll(() => list.getByText('Delivered').count(), { timeout: 5_000 }).toBe(2);
    expect(await list.getByText('HTTP 200: thanks').count()).toBe(2);
    await shot(page, 'webhooks-deliveries');

    // Resend: the same delivery id arrives again.
    const paidId = receiver.received[1]?.headers['x-frameshop-delivery'];
    await page.getByRole('button', { name: `Resend order.paid delivery ${paidId}` }).click();
    await expect.poll(() => toast(page, 'Queued to be sent again').isVisible()).toBe(true);
    await until(() => receiver.received.length === 3, 'the resent delivery');
    expect(receiver.received[2]?.headers['x-frameshop-delivery']).toBe(paidId);
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect.poll(() => list.getByText('2 attempts').count(), { timeout: 5_000 }).toBe(1);

    // On a phone: the same screens, nothing cut off.
    await page.setViewportSize(PHONE);
    await shot(page, 'webhooks-deliveries');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      PHONE.width,
    );
    await page.getByRole('link', { name: 'All endpoints' }).click();
    await expect.poll(() => page.getByText(receiver.url).isVisible()).toBe(true);
    await expect.poll(() => page.getByText(/^Last delivered/).isVisible()).toBe(true);
    await shot(page, 'webhooks-list');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      PHONE.width,
    );

    // Delete asks first, naming what it does.
    await page.getByRole('button', { name: `Delete ${receiver.url}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete this endpoint?' });
    await expect.poll(() => confirm.getByText(/receive no more events/).isVisible()).toBe(true);
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    expect(await page.getByText(receiver.url).isVisible()).toBe(true);
    await page.getByRole('button', { name: `Delete ${receiver.url}` }).click();
    await confirm.getByRole('button', { name: 'Delete endpoint' }).click();
    await expect.poll(() => toast(page, 'Endpoint deleted').isVisible()).toBe(true);
    await expect.poll(() => page.getByText('No endpoints yet').isVisible()).toBe(true);
  });
});
