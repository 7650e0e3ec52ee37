import { createTestDatabase, type TestDatabase } from '@frameshop/db/testing/test-database';
import { EXPORT_PAGE } from '@frameshop/domain/orders/order-export.service';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { ADMIN, bearer, createAdmin, loginToken, QueryCounter, testConfig } from './helpers';

const ORDERS = 100_000;

/**
 * Issue 11: the CSV export of 100,000 orders streams from the database in pages. Checked
 * deterministically by the statements it runs (two per page: the orders, their items) and the
 * rows it writes, and by how far it reads ahead of a client that stops reading (backpressure):
 * a buffered export would run every page. Heap and RSS are printed as figures, not asserted.
 */
describe('CSV export of 100,000 orders [sqlite]', () => {
  let t: TestDatabase;
  let app: FastifyInstance;
  const counter = new QueryCounter();
  beforeAll(async () => {
    t = await createTestDatabase('sqlite');
    app = await buildApp({
      config: testConfig(),
      database: { ...t, db: t.db.withPlugin(counter) },
      logger: false,
    });
    await createAdmin(app);
    const snapshot = JSON.stringify({
      productType: 'pre-listed',
      frameId: 1,
      sizeId: 1,
      frameName: 'Oak Classic',
      image: null,
      widthIn: 12,
      heightIn: 18,
      sizeLabel: '12x18',
    });
    const start = Date.UTC(2024, 0, 1);
    await t.db.transaction().execute(async (trx) => {
      for (let from = 1; from <= ORDERS; from += 1000) {
        const ids = Array.from({ length: 1000 }, (_, i) => from + i);
        await trx
          .insertInto('orders')
          .values(
            ids.map((id) => ({
              orderId: id,
              userId: null,
              email: `shopper${id % 500}@example.com`,
              firstName: 'Asha',
              lastName: `Rao ${id}`,
              address: '12 MG Road',
              apt: null,
              city: 'Bengaluru',
              state: 'Karnataka',
              postalCode: '560001',
              phone: '9876543210',
              subtotalPaise: 149_900 + id,
              shippingPaise: 0,
              gstPaise: 7_138,
              grandTotalPaise: 149_900 + id,
              gstRatePercent: 5,
              status: 1 + (id % 5),
              paymentStatus: 'paid',
              createdAt: start + id * 60_000,
              updatedAt: start + id * 60_000,
              deletedAt: null,
              paidAt: start + id * 60_000,
            })),
          )
          .execute();
        await trx
          .insertInto('order_items')
          .values(
            ids.map((id) => ({
              orderId: id,
              position: 0,
              productType: 'pre-listed',
              frameSizeId: null,
              frameId: 1,
              quantity: 1,
              unitPricePaise: 149_900 + id,
              totalPaise: 149_900 + id,
              snapshot,
            })),
          )
          .execute();
      }
    });
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await t?.destroy();
  });

  it('streams every order in pages, without holding them all', async () => {
    const token = await loginToken(app, ADMIN.email, ADMIN.password);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address() as { port: number };
    global.gc?.();
    const heapBefore = process.memoryUsage().heapUsed;
    let heapPeak = heapBefore;
    let rssPeak = process.memoryUsage().rss;
    counter.count = 0;
    const res = await fetch(`http://127.0.0.1:${address.port}/api/order/export.csv`, {
      headers: { ...bearer(token), 'accept-encoding': 'identity' },
    });
    expect(res.status).toBe(200);
    const reader = (res.body as ReadableStream<Uint8Array>).getReader();
    const decoder = new TextDecoder();
    let lines = 0;
    let bytes = 0;
    let tail = '';
    // The client stops reading: a streaming export stops reading the database too (the
    // socket's buffers fill, then backpressure), where a buffered one would run every page.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const statementsWhilePaused = counter.count;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      bytes += value.byteLength;
      const text = tail + decoder.decode(value, { stream: true });
      const parts = text.split('\n');
      tail = parts.pop() ?? '';
      lines += parts.length;
      const m = process.memoryUsage();
      heapPeak = Math.max(heapPeak, m.heapUsed);
      rssPeak = Math.max(rssPeak, m.rss);
    }
    if (tail) lines++;
    expect(lines).toBe(ORDERS + 1);
    // Two statements per page (orders, their items), a last empty page, and the session's own.
    const pages = Math.ceil(ORDERS / EXPORT_PAGE);
    expect(counter.count).toBeGreaterThanOrEqual(pages * 2);
    expect(counter.count).toBeLessThanOrEqual(pages * 2 + 4);
    expect(statementsWhilePaused).toBeLessThan(pages);
    const mb = (n: number) => Math.round(n / 1_048_576);
    console.info(
      `[export] ${ORDERS} orders, ${mb(bytes)} MB of CSV in ${pages} pages, ${counter.count} statements (${statementsWhilePaused} while the client paused); heap grew at most ${mb(heapPeak - heapBefore)} MB; peak RSS ${mb(rssPeak)} MB`,
    );
  }, 120_000);
});
