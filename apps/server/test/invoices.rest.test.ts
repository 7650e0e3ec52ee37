import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describeEachDialect } from '@frameshop/db/testing/test-database';
import { expect, it } from 'vitest';
import { tableCounts } from './helpers';
import { usePaymentApp } from './support/payment-harness';

/**
 * Issue 23 over real HTTP: a payment through the simulator issues the invoice; its PDF is
 * the owner's or an admin's (404 to anyone else and before it exists); a completed refund's
 * credit note likewise; seller details are validated and a refusal changes nothing.
 */

const pdfText = (bytes: Buffer): string => {
  const dir = mkdtempSync(join(tmpdir(), 'invoice-rest-'));
  writeFileSync(join(dir, 'doc.pdf'), bytes);
  return execFileSync('pdftotext', ['-layout', join(dir, 'doc.pdf'), '-'], { encoding: 'utf8' });
};

describeEachDialect('tax invoices over HTTP', (t) => {
  // Configured seller in Maharashtra; the fixture ships to Karnataka: IGST.
  const p = usePaymentApp(t, {
    SELLER_LEGAL_NAME: 'Frame Shop LLP',
    SELLER_ADDRESS: '1 Marine Drive, Mumbai 400001',
    SELLER_STATE: 'Maharashtra',
    SELLER_GSTIN: '27AAPFU0939F1ZV',
  });

  async function paid() {
    const placed = await p.placeAndStart(3, 1);
    await p.sim('decide', { merchantOrderId: placed.id, decision: 'pay', webhook: false });
    expect((await p.callback(placed.id)).json().success).toBe(true);
    return placed;
  }

  it('serves the invoice PDF to its owner and admins only, and only once issued', async () => {
    const unpaid = await p.placeAndStart(3, 1);
    const before = await p.h.app.inject({
      url: `/api/order/invoice/${unpaid.order.orderId}`,
      headers: p.h.asha,
    });
    expect(before.statusCode).toBe(404);
    expect(before.json()).toMatchObject({ message: 'Invoice not found' });

    const { order } = await paid();
    const url = `/api/order/invoice/${order.orderId}`;
    const mine = await p.h.app.inject({ url, headers: p.h.asha });
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.headers['content-type']).toBe('application/pdf');
    expect(mine.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(mine.rawPayload);
    expect(text).toMatch(/FS\/\d\d-\d\d\/\d{6}/);
    expect(text).toContain('Frame Shop LLP');
    expect(text).toContain('Place of supply: Karnataka (29)');
    expect(text).toMatch(/IGST\s+Rs\./);
    expect(text).toContain('Only');

    expect((await p.h.app.inject({ url, headers: p.h.admin })).statusCode).toBe(200);
    expect((await p.h.app.inject({ url, headers: p.h.ravi })).statusCode).toBe(404);
    expect((await p.h.app.inject({ url })).statusCode).toBe(401);

    const trpc = await p.h.app.inject({
      url: `/trpc/invoices.forOrder?input=${encodeURIComponent(JSON.stringify({ orderId: order.orderId }))}`,
      headers: p.h.asha,
    });
    expect(trpc.statusCode, trpc.body).toBe(200);
    const doc = trpc.json().result.data;
    expect(doc).toMatchObject({ kind: 'invoice', intraState: false, orderId: order.orderId });
    expect(doc.totals.grossPaise).toBe(Math.round(order.grandTotal * 100));
  });

  it('a completed refund gets a credit note PDF referring to the invoice', async () => {
    const { order } = await paid();
    const refund = await p.h.app.inject({
      method: 'POST',
      url: '/trpc/payment.refund',
      headers: p.h.admin,
      payload: { orderId: order.orderId, amount: 100 },
    });
    expect(refund.statusCode, refund.body).toBe(200);
    await p.workUntil(async () => Number((await p.order(order.orderId)).refundedPaise) === 10_000);
    const row = await t.db
      .selectFrom('refunds')
      .select('refundId')
      .where('orderId', '=', order.orderId)
      .executeTakeFirstOrThrow();
    const url = `/api/order/creditnote/${row.refundId}`;
    const mine = await p.h.app.inject({ url, headers: p.h.asha });
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.headers['content-type']).toBe('application/pdf');
    const text = pdfText(mine.rawPayload);
    expect(text).toContain('CREDIT NOTE');
    expect(text).toMatch(/FSCN\/\d\d-\d\d\/\d{5}/);
    expect(text).toMatch(/Against invoice FS\/\d\d-\d\d\/\d{6}/);
    expect(text).toMatch(/Total credited\s+Rs\. 100\.00/);
    expect(text.replace(/\s+/g, ' ')).toContain('Rupees One Hundred Only');
    expect((await p.h.app.inject({ url, headers: p.h.ravi })).statusCode).toBe(404);
    expect(
      (await p.h.app.inject({ url: '/api/order/creditnote/999999', headers: p.h.admin }))
        .statusCode,
    ).toBe(404);
  });

  it('validates seller details; a refusal changes nothing', async () => {
    const before = await tableCounts(t);
    const save = (gstin: string, headers = p.h.admin) =>
      p.h.app.inject({
        method: 'POST',
        url: '/trpc/invoices.saveSeller',
        headers,
        payload: {
          legalName: 'Frame Shop Private Limited',
          address: '4 Residency Road, Bengaluru 560025',
          state: 'Karnataka',
          gstin,
        },
      });
    const wrongState = await save('27AAPFU0939F1ZV');
    expect(wrongState.statusCode).toBe(400);
    expect(wrongState.body).toContain('GSTIN must start with 29, the code of the chosen state');
    expect((await save('29AAPFU0939F1ZX')).statusCode).toBe(400);
    expect((await save('29AAPFU0939F1ZR', p.h.asha)).statusCode).toBe(403);
    expect(await tableCounts(t)).toEqual(before);

    const settings = () =>
      p.h.app.inject({ url: '/trpc/invoices.settings?input=%7B%7D', headers: p.h.admin });
    expect((await settings()).json().result.data).toMatchObject({
      source: 'config',
      seller: { legalName: 'Frame Shop LLP' },
    });
    expect((await save('29AAPFU0939F1ZR')).statusCode).toBe(200);
    expect((await settings()).json().result.data).toMatchObject({
      source: 'saved',
      seller: { state: 'Karnataka', gstin: '29AAPFU0939F1ZR' },
    });
  });
});
