import type { Readable } from 'node:stream';
import { toNumber } from '@frameshop/db/rows';
import { describeEachDialect } from '@frameshop/db/testing/test-database';
import fc from 'fast-check';
import { beforeAll, expect, it } from 'vitest';
import { salesCsvExport } from '../../src/analytics/analytics.service';
import { gstr1B2cCsv, invoiceRegisterCsv } from '../../src/invoices/gst-report.service';
import { exportOrdersCsv } from '../../src/orders/order-export.service';
import { settleAttempt } from '../../src/payment/settlement';
import { csvRows } from '../invoices/csv-text';
import { openShop, order, pay, type Shop } from '../support/shop-fixtures';

/**
 * No CSV the shop writes lets a cell start like a formula: for each starting character a
 * spreadsheet may read as one (= + - @ ; tab, carriage return), fast-check puts values starting
 * with it into every text a person typed that an export shows (the shopper's name, e-mail,
 * phone, city and postal code; the frame's and materials' names; the invoice's buyer), and every
 * export (orders, invoice register, GSTR-1 B2C, sales) must show them behind an apostrophe.
 */

const STARTS = ['=', '+', '-', '@', ';', '\t', '\r'];
const FORMULA_START = /^[=+\-@;\t\r]/;
const PLAIN_NUMBER = /^-?\d[\d,]*(\.\d+)?$/;

async function text(body: Readable | string): Promise<string[][]> {
  return csvRows(body);
}

describeEachDialect('CSV exports and formula cells', (t) => {
  let shop: Shop;
  let orderId: number;

  beforeAll(async () => {
    await t.truncate();
    shop = await openShop(t, 20, {
      seller: {
        legalName: 'Frame Shop Private Limited',
        address: '4 Residency Road, Bengaluru 560025',
        state: 'Karnataka',
        gstin: '29AAPFU0939F1ZR',
      },
      throttle: { attempt: async () => {}, forgive: async () => {} },
    });
    const placed = await order(shop);
    orderId = placed.orderId;
    const { attemptId } = await pay(shop, placed.orderId);
    await settleAttempt(shop.system, attemptId, {
      state: 'COMPLETED',
      amountPaise: placed.grandTotalPaise,
      transactionId: 'T1',
      code: 'COMPLETED',
    });
  });

  async function plant(value: string): Promise<void> {
    const db = shop.deps.db;
    await db
      .updateTable('orders')
      .set({
        firstName: value,
        lastName: value,
        email: value,
        phone: value,
        city: value,
        postalCode: value,
      })
      .where('orderId', '=', orderId)
      .execute();
    const invoice = await db
      .selectFrom('invoices')
      .select(['invoiceId', 'buyer'])
      .executeTakeFirstOrThrow();
    const buyer = { ...JSON.parse(invoice.buyer), name: value };
    await db
      .updateTable('invoices')
      .set({ buyer: JSON.stringify(buyer) })
      .where('invoiceId', '=', toNumber(invoice.invoiceId))
      .execute();
    await db.updateTable('sales_product_names').set({ name: value }).execute();
    await db
      .updateTable('sales_materials')
      .set({ material: value, frameMaterial: value })
      .execute();
  }

  async function everyExport(): Promise<Record<string, string[][]>> {
    return {
      orders: await text((await exportOrdersCsv.execute(shop.admin, {})).body),
      register: await text((await invoiceRegisterCsv.execute(shop.admin, {})).body),
      b2c: await text((await gstr1B2cCsv.execute(shop.admin, {})).body),
      sales: await text((await salesCsvExport.execute(shop.admin, {})).csv),
    };
  }

  it.each(STARTS.map((c) => [JSON.stringify(c), c]))(
    'no cell of any export starts with %s',
    async (_, start) => {
      await fc.assert(
        fc.asyncProperty(fc.string({ maxLength: 5 }), async (tail) => {
          const value = `${start}${tail}`;
          await plant(value);
          const sheets = await everyExport();
          for (const [name, rows] of Object.entries(sheets)) {
            for (const cell of rows.flat()) {
              const risky = FORMULA_START.test(cell) && !PLAIN_NUMBER.test(cell);
              expect(risky, `${name}: ${JSON.stringify(cell)}`).toBe(false);
            }
          }
          // The planted value did reach each sheet, behind its apostrophe.
          if (!PLAIN_NUMBER.test(value)) {
            expect(sheets.orders?.flat()).toContain(`'${value}`);
            expect(sheets.register?.flat()).toContain(`'${value}`);
            expect(sheets.sales?.flat()).toContain(`'${value}`);
          }
        }),
        { numRuns: 4 },
      );
    },
  );
});
