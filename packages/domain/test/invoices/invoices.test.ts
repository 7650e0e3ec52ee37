import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { SellerDetails } from '@frameshop/contracts/invoices/invoices';
import { financialYear } from '@frameshop/contracts/invoices/series';
import { toNumber } from '@frameshop/db/rows';
import { describeEachDialect } from '@frameshop/db/testing/test-database';
import { beforeEach, expect, it } from 'vitest';
import {
  creditNote,
  creditNotePdf,
  orderInvoice,
  orderInvoicePdf,
  saveMaterialTax,
  saveSellerDetails,
  taxSettings,
} from '../../src/invoices/invoices.service';
import { refundOrder } from '../../src/payment/payment-admin.service';
import { advanceRefund } from '../../src/payment/refund-rules';
import { settleAttempt } from '../../src/payment/settlement';
import { refusal } from '../helpers';
import { openShop, order, pay, refundResult, type Shop } from '../support/shop-fixtures';

/**
 * GST tax invoices (issue 23) without HTTP: issued once in the settling transaction, numbered
 * without gaps under concurrency, taxed intra- or inter-state, credited by completed refunds,
 * frozen as issued; the PDF's text read back with poppler's pdftotext.
 */

const KARNATAKA: SellerDetails = {
  legalName: 'Frame Shop Private Limited',
  address: '4 Residency Road, Bengaluru 560025',
  state: 'Karnataka',
  gstin: '29AAPFU0939F1ZR',
};
const MAHARASHTRA = {
  legalName: 'Frame Shop LLP',
  address: '1 Marine Drive, Mumbai 400001',
  state: 'Maharashtra' as const,
  gstin: '27AAPFU0939F1ZV',
};

const pdfText = (bytes: Buffer): string => {
  const dir = mkdtempSync(join(tmpdir(), 'invoice-pdf-'));
  writeFileSync(join(dir, 'doc.pdf'), bytes);
  return execFileSync('pdftotext', ['-layout', join(dir, 'doc.pdf'), '-'], { encoding: 'utf8' });
};

describeEachDialect('GST tax invoices', (t) => {
  let shop: Shop;
  beforeEach(async () => {
    await t.truncate();
    // The concurrency case pays 50 orders from one address: the payment throttle is not the subject.
    shop = await openShop(t, 60, {
      seller: KARNATAKA,
      throttle: { attempt: async () => {}, forgive: async () => {} },
    });
  });

  async function paidOrder(quantity = 1, s: Shop = shop) {
    const placed = await order(s, quantity);
    const { attemptId, merchantOrderId } = await pay(s, placed.orderId);
    const verdict = {
      state: 'COMPLETED' as const,
      amountPaise: placed.grandTotalPaise,
      transactionId: 'T1',
      code: 'COMPLETED',
    };
    return { ...placed, attemptId, merchantOrderId, verdict };
  }

  const invoiceRows = () => shop.deps.db.selectFrom('invoices').selectAll().execute();

  it('issues one invoice when payment completes, however often the settlement is replayed', async () => {
    const p = await paidOrder(1);
    await Promise.all(
      Array.from({ length: 4 }, () => settleAttempt(shop.system, p.attemptId, p.verdict)),
    );
    await settleAttempt(shop.system, p.attemptId, p.verdict);
    expect(await invoiceRows()).toHaveLength(1);
    const doc = await orderInvoice.execute(shop.shopper, { orderId: p.orderId });
    expect(doc.number).toBe(`FS/${financialYear(Date.now())}/000001`);
    expect(doc.number.length).toBeLessThanOrEqual(16);
    // 1,200 frame + 99 shipping, GST-inclusive at 5%, seller and buyer both in Karnataka.
    expect(doc.totals.grossPaise).toBe(p.grandTotalPaise);
    expect(doc.intraState).toBe(true);
    expect(doc.lines.map((l) => [l.hsn, l.ratePercent, l.grossPaise, l.taxablePaise])).toEqual([
      ['4414', 5, 120_000, 114_286],
      ['996812', 5, 9_900, 9_429],
    ]);
    expect(doc.totals).toMatchObject({
      taxablePaise: 123_715,
      cgstPaise: 3093,
      sgstPaise: 3092,
      igstPaise: 0,
    });
    expect(doc.amountInWords).toBe('Rupees One Thousand Two Hundred Ninety Nine Only');
    expect(doc.placeOfSupply).toEqual({ state: 'Karnataka', stateCode: '29' });

    const text = pdfText(
      (await orderInvoicePdf.execute(shop.shopper, { orderId: p.orderId })).body,
    );
    expect(text).toContain('TAX INVOICE');
    expect(text).toContain(doc.number);
    expect(text).toContain('GSTIN: 29AAPFU0939F1ZR');
    expect(text).toContain('Place of supply: Karnataka (29)');
    expect(text).toMatch(/CGST\s+Rs\. 30\.93/);
    expect(text).toMatch(/SGST\s+Rs\. 30\.92/);
    expect(text).not.toContain('IGST');
    expect(text).toMatch(/Grand total\s+Rs\. 1,299\.00/);
    expect(text.replace(/\s+/g, ' ')).toContain(
      'Amount in words: Rupees One Thousand Two Hundred Ninety Nine Only',
    );
  });

  it('charges IGST when the seller is in another state, at the material’s saved HSN and rate', async () => {
    const settings = await saveSellerDetails.execute(shop.admin, MAHARASHTRA);
    expect(settings.source).toBe('saved');
    const canvas = settings.materials.find((m) => m.materialName === 'Canvas');
    expect(canvas).toMatchObject({ hsn: '4414', ratePercent: 5, saved: false });
    await saveMaterialTax.execute(shop.admin, {
      materialId: canvas?.materialId as number,
      hsn: '44140000',
      ratePercent: 18,
    });
    const p = await paidOrder(2);
    await settleAttempt(shop.system, p.attemptId, p.verdict);
    const doc = await orderInvoice.execute(shop.admin, { orderId: p.orderId });
    expect(doc.intraState).toBe(false);
    expect(doc.seller).toMatchObject({ legalName: 'Frame Shop LLP', stateCode: '27' });
    // 2 x 1,200 = 2,400: free shipping; 240000 x 100 / 118 = 203389.83 -> 203390.
    expect(doc.lines).toHaveLength(1);
    expect(doc.totals).toMatchObject({
      grossPaise: 240_000,
      taxablePaise: 203_390,
      igstPaise: 36_610,
      cgstPaise: 0,
    });
    expect(doc.amountInWords).toBe('Rupees Two Thousand Four Hundred Only');
    const text = pdfText((await orderInvoicePdf.execute(shop.admin, { orderId: p.orderId })).body);
    expect(text).toMatch(/IGST\s+Rs\. 366\.10/);
    expect(text).not.toMatch(/CGST|SGST/);
    expect(text).toContain('44140000');
    expect(text).toContain('Place of supply: Karnataka (29)');

    // Settings changed after issue leave the invoice as it was.
    await saveSellerDetails.execute(shop.admin, { ...KARNATAKA });
    expect((await orderInvoice.execute(shop.admin, { orderId: p.orderId })).seller.legalName).toBe(
      'Frame Shop LLP',
    );
  });

  it('issues nothing while no seller is set, and says so in the settings', async () => {
    const bare: Shop = {
      ...shop,
      admin: { ...shop.admin, seller: null },
      system: { ...shop.system, seller: null },
    };
    expect((await taxSettings.execute(bare.admin, {})).source).toBeNull();
    const p = await paidOrder(1, bare);
    expect(await settleAttempt(bare.system, p.attemptId, p.verdict)).toEqual({
      state: 'completed',
      note: null,
    });
    expect(await bare.deps.db.selectFrom('invoices').selectAll().execute()).toEqual([]);
    expect(await refusal(() => orderInvoice.execute(bare.shopper, { orderId: p.orderId }))).toEqual(
      {
        code: 'NOT_FOUND',
        message: 'Invoice not found',
      },
    );
  });

  it('refuses a GSTIN that fails its check and changes nothing', async () => {
    const wrong = await refusal(() =>
      saveSellerDetails.execute(shop.admin, { ...MAHARASHTRA, gstin: '27AAPFU0939F1ZW' }),
    );
    expect(wrong).toMatchObject({ code: 'BAD_REQUEST' });
    expect(wrong.message).toContain('GSTIN check digit is wrong');
    expect(await shop.deps.db.selectFrom('seller_settings').selectAll().execute()).toEqual([]);
    expect(await refusal(() => saveSellerDetails.execute(shop.shopper, MAHARASHTRA))).toMatchObject(
      {
        code: 'FORBIDDEN',
      },
    );
  });

  it('shows an invoice only to its owner or an admin', async () => {
    const p = await paidOrder(1);
    await settleAttempt(shop.system, p.attemptId, p.verdict);
    const other = {
      ...shop.shopper,
      actor: { userId: 999_999, role: 'user' as const, sessionId: 'x', permissions: [] },
    };
    expect(await refusal(() => orderInvoice.execute(other, { orderId: p.orderId }))).toMatchObject({
      code: 'NOT_FOUND',
    });
    expect(
      await refusal(() =>
        orderInvoice.execute({ ...shop.shopper, actor: null }, { orderId: p.orderId }),
      ),
    ).toMatchObject({
      code: 'UNAUTHORIZED',
    });
  });

  it('credits completed refunds, part then rest, reversing exactly the invoice', async () => {
    const p = await paidOrder(1);
    await settleAttempt(shop.system, p.attemptId, p.verdict);
    shop.gateway.refundAnswer = (id) => refundResult(id, 'COMPLETED');
    const refunds = () =>
      shop.deps.db
        .selectFrom('refunds')
        .selectAll()
        .where('orderId', '=', p.orderId)
        .orderBy('refundId')
        .execute();

    await refundOrder.execute(shop.admin, { orderId: p.orderId, amount: 300 });
    const [part] = await refunds();
    if (!part) throw new Error('no refund');
    // Not yet completed: no credit note.
    expect(
      await refusal(() => creditNote.execute(shop.shopper, { refundId: toNumber(part.refundId) })),
    ).toMatchObject({ code: 'NOT_FOUND' });
    await advanceRefund(shop.system, part, { merchantOrderId: p.merchantOrderId, api: 'v2' });
    const first = await creditNote.execute(shop.shopper, { refundId: toNumber(part.refundId) });
    expect(first.number).toBe(`FSCN/${financialYear(Date.now())}/00001`);
    expect(first.invoiceNumber).toBe(`FS/${financialYear(Date.now())}/000001`);
    expect(first.totals.grossPaise).toBe(30_000);
    expect(first.totals.taxablePaise + first.totals.taxPaise).toBe(30_000);

    await refundOrder.execute(shop.admin, { orderId: p.orderId });
    const rest = (await refunds())[1];
    if (!rest) throw new Error('no second refund');
    await advanceRefund(shop.system, rest, { merchantOrderId: p.merchantOrderId, api: 'v2' });
    const second = await creditNote.execute(shop.admin, { refundId: toNumber(rest.refundId) });
    expect(second.number).toBe(`FSCN/${financialYear(Date.now())}/00002`);
    const invoice = await orderInvoice.execute(shop.admin, { orderId: p.orderId });
    expect(invoice.creditNotes.map((n) => [n.number, n.totalPaise])).toEqual([
      [first.number, 30_000],
      [second.number, p.grandTotalPaise - 30_000],
    ]);
    for (const key of [
      'grossPaise',
      'taxablePaise',
      'cgstPaise',
      'sgstPaise',
      'igstPaise',
    ] as const) {
      expect(first.totals[key] + second.totals[key]).toBe(invoice.totals[key]);
    }
    const text = pdfText(
      (await creditNotePdf.execute(shop.shopper, { refundId: toNumber(part.refundId) })).body,
    );
    expect(text).toContain('CREDIT NOTE');
    expect(text).toContain(`Against invoice ${invoice.number}`);
    expect(text).toMatch(/Total credited\s+Rs\. 300\.00/);
    expect(text.replace(/\s+/g, ' ')).toContain('Rupees Three Hundred Only');
  });

  it('numbers 50 concurrent settlements 1 to 50, no gap, no duplicate', async () => {
    const paid = [];
    for (let i = 0; i < 50; i++) paid.push(await paidOrder(1));
    await Promise.all(paid.map((p) => settleAttempt(shop.system, p.attemptId, p.verdict)));
    const numbers = (await invoiceRows()).map((r) => Number(r.number.split('/')[2]));
    expect(numbers.sort((a, b) => a - b)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    const series = await shop.deps.db.selectFrom('invoice_series').selectAll().execute();
    expect(series.map((s) => [s.kind, toNumber(s.lastNumber)])).toEqual([['invoice', 50]]);
  }, 120_000);
});
