import { istDateString } from '@frameshop/contracts/analytics/ist';
import { describeEachDialect } from '@frameshop/db/testing/test-database';
import { expect, it } from 'vitest';
import { tableCounts } from './helpers';
import { usePaymentApp } from './support/payment-harness';

/**
 * Issue 23's GST reports and invoice back-fill over real HTTP: the CSV downloads are an
 * admin's (401 signed out, 403 a shopper, 400 a bad range), and the back-fill issues invoices
 * for orders paid while no seller was set, once, refusing anyone else and changing nothing then.
 */

const SELLER = {
  legalName: 'Frame Shop Private Limited',
  address: '4 Residency Road, Bengaluru 560025',
  state: 'Karnataka',
  gstin: '29AAPFU0939F1ZR',
};

describeEachDialect('GST reports over HTTP', (t) => {
  // No SELLER_* configuration: payments complete without invoices until a seller is saved.
  const p = usePaymentApp(t);

  async function paid() {
    const placed = await p.placeAndStart(3, 1);
    await p.sim('decide', { merchantOrderId: placed.id, decision: 'pay', webhook: false });
    expect((await p.callback(placed.id)).json().success).toBe(true);
    return placed;
  }
  const trpcGet = (path: string, input: unknown, headers = p.h.admin) =>
    p.h.app.inject({
      url: `/trpc/${path}?input=${encodeURIComponent(JSON.stringify(input))}`,
      headers,
    });

  it('back-fills invoices for orders paid before a seller was set, admins only', async () => {
    const { order } = await paid();
    expect((await trpcGet('invoices.uninvoiced', {})).json().result.data).toEqual({
      count: 1,
      sellerSet: false,
    });
    const backfill = (expected: unknown, headers = p.h.admin) =>
      p.h.app.inject({
        method: 'POST',
        url: '/trpc/invoices.backfill',
        headers,
        payload: { expected },
      });
    const before = await tableCounts(t);
    expect((await backfill(1)).statusCode).toBe(409);
    expect((await backfill(1, p.h.asha)).statusCode).toBe(403);
    expect(
      (
        await p.h.app.inject({
          method: 'POST',
          url: '/trpc/invoices.backfill',
          payload: { expected: 1 },
        })
      ).statusCode,
    ).toBe(401);
    expect((await backfill(0)).statusCode).toBe(400);
    expect((await backfill('one')).statusCode).toBe(400);
    expect(await tableCounts(t)).toEqual(before);

    const saved = await p.h.app.inject({
      method: 'POST',
      url: '/trpc/invoices.saveSeller',
      headers: p.h.admin,
      payload: SELLER,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const done = await backfill(1);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().result.data).toEqual({ invoices: 1, creditNotes: 0, remaining: 0 });
    const invoice = await t.db
      .selectFrom('invoices')
      .select(['number', 'issuedAt'])
      .where('orderId', '=', order.orderId)
      .executeTakeFirstOrThrow();
    expect(invoice.number).toMatch(/^FS\/\d\d-\d\d\/000001$/);
    const pdf = await p.h.app.inject({
      url: `/api/order/invoice/${order.orderId}`,
      headers: p.h.asha,
    });
    expect(pdf.statusCode).toBe(200);
    expect((await trpcGet('invoices.uninvoiced', {})).json().result.data.count).toBe(0);
  });

  it('serves the register and the B2C summary as CSV to admins, for a valid range only', async () => {
    await p.h.app.inject({
      method: 'POST',
      url: '/trpc/invoices.saveSeller',
      headers: p.h.admin,
      payload: SELLER,
    });
    const { order } = await paid();
    const number = (
      await t.db
        .selectFrom('invoices')
        .select('number')
        .where('orderId', '=', order.orderId)
        .executeTakeFirstOrThrow()
    ).number;
    const today = istDateString(Date.now());
    const range = `from=${today}&to=${today}`;

    const register = await p.h.app.inject({
      url: `/api/report/invoice-register.csv?${range}`,
      headers: p.h.admin,
    });
    expect(register.statusCode, register.body).toBe(200);
    expect(register.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(register.headers['content-disposition']).toBe(
      `attachment; filename="invoice-register-${today}-to-${today}.csv"`,
    );
    const lines = register.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines[0]).toContain('Type,Number,Date (IST),Order');
    const row = lines.find((l) => l.includes(number));
    const grand = (order.grandTotal as number).toFixed(2);
    expect(row?.startsWith(`Invoice,${number},${today},#${order.orderId},`)).toBe(true);
    expect(row?.endsWith(`,${grand}`)).toBe(true);

    const b2c = await p.h.app.inject({
      url: `/api/report/gstr1-b2c.csv?${range}`,
      headers: p.h.admin,
    });
    expect(b2c.statusCode, b2c.body).toBe(200);
    expect(b2c.body).toContain('Place of supply,Rate (%),Taxable value (₹)');
    expect(b2c.body).toMatch(/\n29-Karnataka,5,\d+\.\d{2},0\.00,\d+\.\d{2},\d+\.\d{2}\n/);

    const report = await trpcGet('invoices.gstReport', { from: today, to: today });
    expect(report.statusCode, report.body).toBe(200);
    expect(report.json().result.data.totals.invoices).toBeGreaterThanOrEqual(1);

    for (const url of ['/api/report/invoice-register.csv', '/api/report/gstr1-b2c.csv']) {
      expect((await p.h.app.inject({ url })).statusCode).toBe(401);
      expect((await p.h.app.inject({ url, headers: p.h.asha })).statusCode).toBe(403);
      const backwards = await p.h.app.inject({
        url: `${url}?from=2027-04-30&to=2027-04-01`,
        headers: p.h.admin,
      });
      expect(backwards.statusCode).toBe(400);
      expect(backwards.json().message).toContain('From must be on or before To');
      const notADate = await p.h.app.inject({ url: `${url}?from=2027-02-30`, headers: p.h.admin });
      expect(notADate.statusCode).toBe(400);
      expect(notADate.json().message).toContain('From is not a real date');
    }
    expect((await trpcGet('invoices.gstReport', {}, p.h.asha)).statusCode).toBe(403);
  });

  it('documents both downloads in the OpenAPI document, with their range', async () => {
    const doc = (await p.h.app.inject({ url: '/api/openapi.json' })).json();
    for (const path of ['/api/report/invoice-register.csv', '/api/report/gstr1-b2c.csv']) {
      const get = doc.paths[path]?.get;
      expect(get, path).toBeDefined();
      expect(
        get.parameters.map((q: { name: string; in: string; required: boolean }) => [
          q.name,
          q.in,
          q.required,
        ]),
      ).toEqual([
        ['from', 'query', false],
        ['to', 'query', false],
      ]);
      expect(Object.keys(get.responses['200'].content)).toEqual(['text/csv']);
    }
  });
});
