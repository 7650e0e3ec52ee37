import { istDateString, istMonthKey } from '@frameshop/contracts/analytics/ist';
import type { TaxedLine } from '@frameshop/contracts/invoices/gst';
import { stateCodeOf } from '@frameshop/contracts/invoices/gstin';
import { toNumber } from '@frameshop/db/rows';
import { describeEachDialect } from '@frameshop/db/testing/test-database';
import { migrations } from '@frameshop/migrations';
import type { Kysely } from 'kysely';
import { beforeAll, expect, it } from 'vitest';
import { gstReport, gstr1B2cCsv, invoiceRegisterCsv } from '../../src/invoices/gst-report.service';
import {
  saveMaterialTax,
  saveSellerDetails,
  taxSettings,
} from '../../src/invoices/invoices.service';
import { refundOrder } from '../../src/payment/payment-admin.service';
import { advanceRefund } from '../../src/payment/refund-rules';
import { settleAttempt } from '../../src/payment/settlement';
import type { ServiceContext } from '../../src/shared/context';
import { refusal } from '../helpers';
import { openShop, order, pay, refundResult, type Shop } from '../support/shop-fixtures';
import { csvRows } from './csv-text';

/**
 * GST reports (issue 23) checked against a full recomputation from the documents' own lines:
 * two invoices either side of midnight IST on 31 March (one intra-state, one inter-state, two
 * financial years), one at another rate, and a credit note in the next month.
 */

const KARNATAKA = {
  legalName: 'Frame Shop Private Limited',
  address: '4 Residency Road, Bengaluru 560025',
  state: 'Karnataka' as const,
  gstin: '29AAPFU0939F1ZR',
};
const MAHARASHTRA = {
  legalName: 'Frame Shop LLP',
  address: '1 Marine Drive, Mumbai 400001',
  state: 'Maharashtra' as const,
  gstin: '27AAPFU0939F1ZV',
};

/** An IST wall-clock time as epoch ms. */
const ist = (isoLocal: string) => Date.parse(`${isoLocal}+05:30`);
const at = (ctx: ServiceContext, ms: number): ServiceContext => ({ ...ctx, now: () => ms });

const rupees = (paise: number) =>
  `${paise < 0 ? '-' : ''}${Math.trunc(Math.abs(paise) / 100)}.${String(Math.abs(paise) % 100).padStart(2, '0')}`;

describeEachDialect('GST reports', (t) => {
  let shop: Shop;

  async function paidAt(ms: number, quantity = 1) {
    const placed = await order(shop, quantity);
    const { attemptId, merchantOrderId } = await pay(shop, placed.orderId);
    await settleAttempt(at(shop.system, ms), attemptId, {
      state: 'COMPLETED',
      amountPaise: placed.grandTotalPaise,
      transactionId: 'T1',
      code: 'COMPLETED',
    });
    return { ...placed, merchantOrderId };
  }

  beforeAll(async () => {
    await t.truncate();
    shop = await openShop(t, 20, {
      seller: KARNATAKA,
      throttle: { attempt: async () => {}, forgive: async () => {} },
    });
    // 31 March 23:00 IST: March, FY 26-27, Karnataka to Karnataka (CGST + SGST).
    const march = await paidAt(ist('2027-03-31T23:00:00'), 1);
    // 1 April 00:30 IST (still 31 March in UTC): April, FY 27-28, from Maharashtra (IGST).
    await saveSellerDetails.execute(shop.admin, MAHARASHTRA);
    await paidAt(ist('2027-04-01T00:30:00'), 2);
    // Canvas at 18% from now on: a second rate in April.
    const canvas = (await taxSettings.execute(shop.admin, {})).materials.find(
      (m) => m.materialName === 'Canvas',
    );
    await saveMaterialTax.execute(shop.admin, {
      materialId: canvas?.materialId as number,
      hsn: '4414',
      ratePercent: 18,
    });
    await paidAt(ist('2027-04-15T12:00:00'), 1);
    // ₹500 of the March order back on 2 April: a credit note in April, place Karnataka, 5%.
    shop.gateway.refundAnswer = (id) => refundResult(id, 'COMPLETED');
    await refundOrder.execute(shop.admin, { orderId: march.orderId, amount: 500 });
    const refund = await shop.deps.db
      .selectFrom('refunds')
      .selectAll()
      .where('orderId', '=', march.orderId)
      .executeTakeFirstOrThrow();
    await advanceRefund(at(shop.system, ist('2027-04-02T10:00:00')), refund, {
      merchantOrderId: march.merchantOrderId,
      api: 'v2',
    });
  }, 60_000);

  /** Every document with its lines as issued: the recomputation's only source. */
  async function documents() {
    const db = shop.deps.db;
    const invoices = await db.selectFrom('invoices').selectAll().execute();
    const notes = await db.selectFrom('credit_notes').selectAll().execute();
    const placeOf = new Map(invoices.map((i) => [toNumber(i.invoiceId), i]));
    return [
      ...invoices.map((i) => ({
        kind: 'invoice' as const,
        number: i.number,
        issuedAt: toNumber(i.issuedAt),
        orderId: toNumber(i.orderId),
        against: '',
        place: i.placeOfSupply,
        sign: 1,
        lines: JSON.parse(i.lines) as TaxedLine[],
        id: toNumber(i.invoiceId),
      })),
      ...notes.map((n) => {
        const invoice = placeOf.get(toNumber(n.invoiceId));
        return {
          kind: 'credit' as const,
          number: n.number,
          issuedAt: toNumber(n.issuedAt),
          orderId: toNumber(invoice?.orderId as number),
          against: invoice?.number ?? '',
          place: invoice?.placeOfSupply ?? '',
          sign: -1,
          lines: JSON.parse(n.lines) as TaxedLine[],
          id: toNumber(n.creditNoteId),
        };
      }),
    ];
  }

  const sum = (lines: TaxedLine[], key: keyof TaxedLine) =>
    lines.reduce((s, l) => s + (l[key] as number), 0);

  it('sums each IST month’s GST as the documents’ lines do, credit notes subtracted', async () => {
    const report = await gstReport.execute(shop.admin, { from: '2027-03-01', to: '2027-04-30' });
    const docs = await documents();
    expect(docs.map((d) => d.kind).sort()).toEqual(['credit', 'invoice', 'invoice', 'invoice']);
    const expected = ['2027-03', '2027-04'].map((month) => {
      const mine = docs.filter((d) => istDateString(d.issuedAt).startsWith(month));
      const net = (key: keyof TaxedLine) =>
        mine.reduce((s, d) => s + d.sign * sum(d.lines, key), 0);
      return {
        month,
        invoices: mine.filter((d) => d.kind === 'invoice').length,
        creditNotes: mine.filter((d) => d.kind === 'credit').length,
        invoicedPaise: mine
          .filter((d) => d.kind === 'invoice')
          .reduce((s, d) => s + sum(d.lines, 'grossPaise'), 0),
        creditedPaise: mine
          .filter((d) => d.kind === 'credit')
          .reduce((s, d) => s + sum(d.lines, 'grossPaise'), 0),
        taxablePaise: net('taxablePaise'),
        cgstPaise: net('cgstPaise'),
        sgstPaise: net('sgstPaise'),
        igstPaise: net('igstPaise'),
        netSalesPaise: net('grossPaise'),
      };
    });
    expect(report.months).toEqual(expected);
    // The boundary: 23:00 IST on 31 March is March; 00:30 IST on 1 April is April.
    expect(report.months.map((m) => [m.month, m.invoices, m.creditNotes])).toEqual([
      ['2027-03', 1, 0],
      ['2027-04', 2, 1],
    ]);
    expect(report.months[0]).toMatchObject({ igstPaise: 0 });
    expect(report.months[0]?.cgstPaise).toBeGreaterThan(0);
    expect(report.months[1]?.igstPaise).toBeGreaterThan(0);
    expect(report.totals.creditedPaise).toBe(50_000);
    expect(report.totals.netSalesPaise).toBe(report.totals.invoicedPaise - 50_000);
    // No order of these carries a discount code.
    expect(report.discountPaise).toBe(0);
    // Figures follow the document's date, which istMonthKey reads the same way.
    expect(docs.map((d) => istMonthKey(d.issuedAt)).sort()).toEqual([
      202703, 202704, 202704, 202704,
    ]);
  });

  it('lists every invoice and credit note in the register, credit notes negative', async () => {
    const file = await invoiceRegisterCsv.execute(shop.admin, {
      from: '2027-03-01',
      to: '2027-04-30',
    });
    expect(file.filename).toBe('invoice-register-2027-03-01-to-2027-04-30.csv');
    const [header, ...rows] = await csvRows(file.body);
    expect(header).toEqual([
      'Type',
      'Number',
      'Date (IST)',
      'Order',
      'Against invoice',
      'Buyer',
      'Place of supply',
      'State code',
      'Taxable value (₹)',
      'CGST (₹)',
      'SGST (₹)',
      'IGST (₹)',
      'Total (₹)',
    ]);
    const docs = (await documents()).sort((a, b) => a.issuedAt - b.issuedAt);
    expect(rows).toEqual(
      docs.map((d) => [
        d.kind === 'invoice' ? 'Invoice' : 'Credit note',
        d.number,
        istDateString(d.issuedAt),
        `#${d.orderId}`,
        d.against,
        'Asha Rao',
        'Karnataka',
        '29',
        ...(['taxablePaise', 'cgstPaise', 'sgstPaise', 'igstPaise', 'grossPaise'] as const).map(
          (k) => rupees(d.sign * sum(d.lines, k)),
        ),
      ]),
    );
    expect(rows.map((r) => [r[1]?.slice(0, 9), r[2]])).toEqual([
      ['FS/26-27/', '2027-03-31'],
      ['FS/27-28/', '2027-04-01'],
      ['FSCN/27-2', '2027-04-02'],
      ['FS/27-28/', '2027-04-15'],
    ]);
    // Exact rupees: two decimals, a point, no grouping, and a minus on the credit note.
    expect(rows[2]?.[12]).toBe('-500.00');
    for (const r of rows) for (const cell of r.slice(8)) expect(cell).toMatch(/^-?\d+\.\d{2}$/);

    // One IST day: only the invoice of 00:30 on 1 April, not the one of 23:00 the night before.
    const day = await csvRows(
      (await invoiceRegisterCsv.execute(shop.admin, { from: '2027-04-01', to: '2027-04-01' })).body,
    );
    expect(day.slice(1).map((r) => r[2])).toEqual(['2027-04-01']);
  });

  it('summarises B2C supplies by place of supply and rate, net of credit notes', async () => {
    const file = await gstr1B2cCsv.execute(shop.admin, { from: '2027-04-01', to: '2027-04-30' });
    const [header, ...rows] = await csvRows(file.body);
    expect(header).toEqual([
      'Place of supply',
      'Rate (%)',
      'Taxable value (₹)',
      'Integrated tax (₹)',
      'Central tax (₹)',
      'State/UT tax (₹)',
    ]);
    const april = (await documents()).filter((d) => istDateString(d.issuedAt) >= '2027-04-01');
    const groups = new Map<string, number[]>();
    for (const d of april) {
      for (const l of d.lines) {
        const key = `${stateCodeOf(d.place)}-${d.place}|${l.ratePercent}`;
        const g = groups.get(key) ?? [0, 0, 0, 0];
        g[0] = (g[0] as number) + d.sign * l.taxablePaise;
        g[1] = (g[1] as number) + d.sign * l.igstPaise;
        g[2] = (g[2] as number) + d.sign * l.cgstPaise;
        g[3] = (g[3] as number) + d.sign * l.sgstPaise;
        groups.set(key, g);
      }
    }
    const expected = [...groups]
      .sort(([a], [b]) => Number(a.split('|')[1]) - Number(b.split('|')[1]))
      .map(([key, g]) => [...key.split('|'), ...g.map(rupees)]);
    expect(rows).toEqual(expected);
    // 5%: the 1 April inter-state invoice less the intra-state credit note; 18%: IGST only.
    expect(rows.map((r) => r.slice(0, 2))).toEqual([
      ['29-Karnataka', '5'],
      ['29-Karnataka', '18'],
    ]);
    expect(rows[1]?.[4]).toBe('0.00');
    expect(Number(rows[0]?.[4])).toBeLessThan(0);
  });

  it('refuses a backwards range and anyone but an admin', async () => {
    const backwards = await refusal(() =>
      gstReport.execute(shop.admin, { from: '2027-04-30', to: '2027-04-01' }),
    );
    expect(backwards).toMatchObject({ code: 'BAD_REQUEST' });
    expect(backwards.message).toContain('From must be on or before To');
    expect(
      await refusal(() => invoiceRegisterCsv.execute(shop.shopper, { from: '2027-04-01' })),
    ).toMatchObject({ code: 'FORBIDDEN' });
    expect(await refusal(() => gstr1B2cCsv.execute(shop.shopper, {}))).toMatchObject({
      code: 'FORBIDDEN',
    });
  });

  it('shows every month of a bounded range, empty ones as zeros', async () => {
    const report = await gstReport.execute(shop.admin, { from: '2027-02-10', to: '2027-05-01' });
    expect(report.months.map((m) => m.month)).toEqual(['2027-02', '2027-03', '2027-04', '2027-05']);
    expect(report.months[0]).toMatchObject({ invoices: 0, netSalesPaise: 0 });
  });

  it("adds up the discount codes of the range's invoiced orders, once each", async () => {
    const invoiced = await t.db.selectFrom('invoices').select(['orderId', 'issuedAt']).execute();
    const april = invoiced.filter((i) => istMonthKey(toNumber(i.issuedAt)) === 202704);
    expect(april.length).toBe(2);
    for (const [n, i] of april.entries()) {
      await t.db
        .updateTable('orders')
        .set({ discountPaise: 1_000 * (n + 1) })
        .where('orderId', '=', toNumber(i.orderId))
        .execute();
    }
    const aprilOnly = await gstReport.execute(shop.admin, { from: '2027-04-01', to: '2027-04-30' });
    expect(aprilOnly.discountPaise).toBe(3_000);
    const marchOnly = await gstReport.execute(shop.admin, { from: '2027-03-01', to: '2027-03-31' });
    expect(marchOnly.discountPaise).toBe(0);
  });

  // Last: it drops and rebuilds the rollup table.
  it('rolls up documents issued before migration 0027 exactly as issuing does', async () => {
    const db = shop.deps.db;
    const rows = () =>
      db
        .selectFrom('tax_document_rates')
        .selectAll()
        .orderBy('kind')
        .orderBy('documentId')
        .orderBy('ratePercent')
        .execute();
    const written = await rows();
    expect(written).toHaveLength(4);
    const m0027 = migrations['2026_11_26_0027_tax_document_rates'];
    if (!m0027) throw new Error('migration 0027 is not registered');
    await m0027.down?.(db as unknown as Kysely<unknown>);
    await m0027.up(db as unknown as Kysely<unknown>);
    expect(await rows()).toEqual(written);
  });
});
