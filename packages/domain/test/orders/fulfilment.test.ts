import type { AddressInfo } from 'node:net';
import type { SellerDetails } from '@frameshop/contracts/invoices/invoices';
import { cancelConsequence } from '@frameshop/contracts/orders/messages';
import { toNumber } from '@frameshop/db/rows';
import { describeEachDialect } from '@frameshop/db/testing/test-database';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { rebuildSalesRollups } from '../../src/analytics/sales-rollup.published';
import { createMailer } from '../../src/mail/nodemailer-mailer';
import { deliverMail } from '../../src/mail/outbox.service';
import { priceCart } from '../../src/orders/cart.service';
import {
  createCarrier,
  deleteCarrier,
  listCarriers,
  saveCodSettings,
  updateCarrier,
} from '../../src/orders/fulfilment.service';
import { cancelMyOrder } from '../../src/orders/my-orders.service';
import { orderById, setOrderStatus } from '../../src/orders/order-admin.service';
import { placeOrder } from '../../src/orders/orders.service';
import { runPaymentWorker } from '../../src/payment/payment-worker.service';
import { rollupSnapshot } from '../../src/testing/sales-fixtures';
import { outboxDir, refusal } from '../helpers';
import {
  eventsOf,
  openShop,
  order,
  orderRow,
  refundsOf,
  SHIPPING,
  type Shop,
  stockOf,
} from '../support/shop-fixtures';

/**
 * Shipment tracking and cash on delivery (issue 23) without HTTP: carriers, the AWB stored and
 * mailed over real SMTP, COD placed within its limits with its fee, never expired like an
 * unpaid order, its cash recorded once under concurrent Delivered calls (with the invoice and
 * the sales figures), cancelled without a refund.
 */

const SELLER: SellerDetails = {
  legalName: 'Frame Shop Private Limited',
  address: '4 Residency Road, Bengaluru 560025',
  state: 'Karnataka',
  gstin: '29AAPFU0939F1ZR',
};
const TRACK = 'https://track.bluedart.example/awb?n={awb}';

const received: string[] = [];
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onData(stream, _session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (c: Buffer) => chunks.push(c));
    stream.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      // Soft breaks joined and quoted-printable runs decoded, so a test can search the words.
      const joined = raw.replace(/=\r?\n/g, '').replace(/\r?\n\s+/g, ' ');
      received.push(
        joined.replace(/(?:=[0-9A-F]{2})+/g, (run) =>
          Buffer.from(run.replace(/=/g, ''), 'hex').toString('utf8'),
        ),
      );
      callback();
    });
  },
});
let smtpUrl = '';
beforeAll(async () => {
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  smtpUrl = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => smtp.close(() => resolve())));

describeEachDialect('shipment tracking and cash on delivery', (t) => {
  let shop: Shop;
  beforeEach(async () => {
    await t.truncate();
    received.length = 0;
    shop = await openShop(t, 10, {
      seller: SELLER,
      mailer: createMailer({
        smtpUrl,
        outboxDir,
        from: 'Frame Shop <no-reply@frameshop.test>',
        log: () => {},
      }),
    });
    // Cash on delivery needs a verified address (decision 0022; cod-limits.test.ts).
    await t.db.updateTable('users').set({ emailVerifiedAt: Date.now() }).execute();
  });

  const sendMail = () => deliverMail.run(shop.system, undefined);
  const ordersCount = async () =>
    toNumber(
      (
        await t.db
          .selectFrom('orders')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const enableCod = (feePaise = 4_900, maxOrderPaise = 1_000_000) =>
    saveCodSettings.execute(shop.admin, { enabled: true, maxOrderPaise, feePaise });
  const placeCod = (quantity = 1) =>
    placeOrder.execute(shop.shopper, {
      shipping: SHIPPING,
      lines: [{ kind: 'ready', frameId: shop.frameId, sizeId: shop.sizeId, quantity }],
      paymentMethod: 'cod',
    });

  it('keeps a list of carriers with validated tracking URL templates', async () => {
    for (const trackingUrl of [
      'https://carrier.example/track',
      'http://carrier.example/track?awb={awb}',
      'https://carrier.example/{awb}?again={awb}',
      'not a url {awb}',
    ]) {
      const r = await refusal(() => createCarrier.execute(shop.admin, { name: 'X', trackingUrl }));
      expect(r.code, trackingUrl).toBe('BAD_REQUEST');
    }
    const c = await createCarrier.execute(shop.admin, { name: 'Blue Dart', trackingUrl: TRACK });
    expect(
      (
        await refusal(() =>
          createCarrier.execute(shop.admin, { name: 'blue dart', trackingUrl: TRACK }),
        )
      ).code,
    ).toBe('CONFLICT');
    await updateCarrier.execute(shop.admin, {
      carrierId: c.carrierId,
      name: 'BlueDart',
      trackingUrl: TRACK,
    });
    expect(await listCarriers.execute(shop.admin, {})).toEqual([
      { carrierId: c.carrierId, name: 'BlueDart', trackingUrl: TRACK },
    ]);
    expect(
      (await refusal(() => createCarrier.execute(shop.shopper, { name: 'Y', trackingUrl: TRACK })))
        .code,
    ).toBe('FORBIDDEN');
    await deleteCarrier.execute(shop.admin, { carrierId: c.carrierId });
    expect(await listCarriers.execute(shop.admin, {})).toEqual([]);
  });

  it('stores the carrier and AWB on Shipped, mails the tracking link, and mails Delivered', async () => {
    await createCarrier.execute(shop.admin, { name: 'Blue Dart', trackingUrl: TRACK });
    const { orderId } = await order(shop, 1);
    await shop.deps.db.deleteFrom('mail_outbox').execute();

    // Refused, and nothing changed: a carrier not on the list, half the pair, the wrong status.
    const before = await orderRow(shop, orderId);
    const bad = [
      { status: 3, carrier: 'DHL', trackingNumber: 'AB12345678' },
      { status: 3, carrier: 'Blue Dart' },
      { status: 2, carrier: 'Blue Dart', trackingNumber: 'AB12345678' },
      { status: 3, carrier: 'Blue Dart', trackingNumber: 'AB-12' },
      { status: 2, cashReceived: true },
    ];
    for (const input of bad) {
      const r = await refusal(() => setOrderStatus.execute(shop.admin, { orderId, ...input }));
      expect(r.code, JSON.stringify(input)).toBe('BAD_REQUEST');
    }
    expect(await orderRow(shop, orderId)).toEqual(before);

    await setOrderStatus.execute(shop.admin, {
      orderId,
      status: 3,
      carrier: 'blue dart',
      trackingNumber: 'bd12345678',
    });
    const shipped = await orderById.execute(shop.admin, { orderId });
    expect(shipped).toMatchObject({
      carrier: 'Blue Dart',
      trackingNumber: 'BD12345678',
      trackingUrl: 'https://track.bluedart.example/awb?n=BD12345678',
    });
    expect(shipped.timeline.map((e) => e.detail)).toContain(
      'Pending → Shipped (Blue Dart, AWB BD12345678)',
    );
    await setOrderStatus.execute(shop.admin, { orderId, status: 4 });
    expect((await eventsOf(shop, orderId)).at(-1)).toBe('status: Shipped → Delivered');

    expect(await sendMail()).toMatchObject({ sent: 2, failed: 0 });
    const [shipMail, deliveredMail] = received;
    expect(shipMail).toContain(`Order #${orderId} has shipped`);
    expect(shipMail).toContain('Carrier: Blue Dart');
    expect(shipMail).toContain('AWB number: BD12345678');
    expect(shipMail).toContain(
      'Track your parcel: https://track.bluedart.example/awb?n=BD12345678',
    );
    expect(deliveredMail).toContain(`Order #${orderId} delivered`);
    expect(deliveredMail).not.toContain('Track your parcel');
  });

  it('offers COD only when on and within the maximum, with its fee as its own charge', async () => {
    const cart = {
      lines: [{ kind: 'ready' as const, frameId: shop.frameId, sizeId: shop.sizeId, quantity: 1 }],
    };
    expect((await priceCart.execute(shop.shopper, cart)).cod).toMatchObject({
      enabled: false,
      offered: false,
    });
    const stock = await stockOf(shop);
    expect((await refusal(placeCod)).message).toBe('Cash on delivery is not available');

    await enableCod(4_900, 200_000);
    const priced = await priceCart.execute(shop.shopper, cart);
    expect(priced.cod).toEqual({
      enabled: true,
      offered: true,
      reason: null,
      fee: 49,
      grandTotal: priced.grandTotal + 49,
      gst: Math.round(((priced.grandTotal + 49) * 100 * 5) / 105) / 100,
    });
    // Two frames (₹2,400) are above a ₹2,000 maximum: refused, nothing taken.
    const two = { lines: [{ ...cart.lines[0]!, quantity: 2 }] };
    expect((await priceCart.execute(shop.shopper, two)).cod).toMatchObject({
      offered: false,
      reason: 'Cash on delivery is available for orders up to ₹2,000.00',
    });
    expect((await refusal(() => placeCod(2))).code).toBe('BAD_REQUEST');
    expect(await stockOf(shop)).toEqual(stock);
    expect(await ordersCount()).toBe(0);

    const placed = await placeCod(1);
    expect(placed).toMatchObject({
      paymentMethod: 'cod',
      paymentStatus: 'cod due',
      codFee: 49,
      totalPrice: 1200,
      // ₹1,200 of frames, ₹99 shipping (below ₹1,499), ₹49 COD fee.
      grandTotal: 1200 + 99 + 49,
      paidAt: null,
    });
    const row = await orderRow(shop, placed.orderId);
    expect(toNumber(row.grandTotalPaise)).toBe(134_800);
    expect(toNumber(row.gstPaise)).toBe(Math.round((134_800 * 5) / 105));
    expect((await stockOf(shop)).remained).toBe(stock.remained - 1);
    await sendMail();
    expect(received[0]).toContain('to be paid in cash on delivery');
    expect(received[0]).toContain('Cash on delivery fee');
  });

  it('never expires a COD order as an unpaid one, and counts it against the unpaid limit until it ships', async () => {
    await enableCod(0);
    const limited = {
      ...shop.shopper,
      limits: { ...shop.shopper.limits, maxUnpaidOrders: 2, maxLineQuantity: 10 },
    };
    const place = () =>
      placeOrder.execute(limited, {
        shipping: SHIPPING,
        lines: [{ kind: 'ready', frameId: shop.frameId, sizeId: shop.sizeId, quantity: 1 }],
        paymentMethod: 'cod',
      });
    const first = await place();
    await place();
    expect((await refusal(place)).code).toBe('CONFLICT');
    await setOrderStatus.execute(shop.admin, { orderId: first.orderId, status: 3 });
    await place();

    // Past the unpaid orders' 30 minutes, within the shop's time to confirm (cod-limits.test.ts).
    const aDayLater = Date.now() + 24 * 3600_000;
    const report = await runPaymentWorker.run(
      { ...shop.system, now: () => aDayLater },
      { owner: 'test' },
    );
    expect(report).toMatchObject({ expiredOrders: 0, unconfirmedCod: 0 });
    const rows = await t.db.selectFrom('orders').select(['paymentStatus', 'status']).execute();
    expect(rows.map((r) => r.paymentStatus)).toEqual(['cod due', 'cod due', 'cod due']);
    expect(rows.every((r) => toNumber(r.status) !== 5)).toBe(true);
  });

  it('records the cash once under concurrent Delivered calls: paid, invoiced, counted in sales', async () => {
    await enableCod(4_900);
    const placed = await placeCod(1);
    const orderId = placed.orderId;
    await setOrderStatus.execute(shop.admin, { orderId, status: 3 });
    expect((await rollupSnapshot(t.db)).totals).toEqual([]);

    const before = await orderRow(shop, orderId);
    const r = await refusal(() => setOrderStatus.execute(shop.admin, { orderId, status: 4 }));
    expect(r).toEqual({
      code: 'BAD_REQUEST',
      message:
        'Confirm the cash received (₹1,348.00) to mark this cash-on-delivery order delivered',
    });
    expect(await orderRow(shop, orderId)).toEqual(before);

    const results = await Promise.allSettled(
      Array.from({ length: 4 }, () =>
        setOrderStatus.execute(shop.admin, { orderId, status: 4, cashReceived: true }),
      ),
    );
    expect(results.every((x) => x.status === 'fulfilled')).toBe(true);
    const row = await orderRow(shop, orderId);
    expect(row.paymentStatus).toBe('paid');
    expect(row.paidAt).not.toBeNull();
    const cashEvents = (await eventsOf(shop, orderId)).filter((e) => e.includes('received'));
    expect(cashEvents).toEqual(['status: Shipped → Delivered (cash ₹1,348.00 received)']);

    const invoices = await t.db.selectFrom('invoices').selectAll().execute();
    expect(invoices).toHaveLength(1);
    expect(toNumber(invoices[0]?.totalPaise)).toBe(134_800);
    expect(invoices[0]?.lines).toContain('Shipping and handling');

    const maintained = await rollupSnapshot(t.db);
    expect(maintained.totals.length).toBeGreaterThan(0);
    expect(maintained.totals.some((x) => x.includes('"salesPaise":134800'))).toBe(true);
    await t.db.transaction().execute((trx) => rebuildSalesRollups(trx));
    expect(await rollupSnapshot(t.db)).toEqual(maintained);

    // Returned after the cash was taken: PhonePe has nothing to refund, the admin is told.
    await setOrderStatus.execute(shop.admin, { orderId, status: 5 });
    const cancelled = await orderRow(shop, orderId);
    expect([toNumber(cancelled.status), cancelled.paymentStatus]).toEqual([5, 'paid']);
    expect(cancelled.paymentFlag).toBe('Paid in cash on delivery: refund the shopper yourself');
    await runPaymentWorker.run(shop.system, { owner: 'test' });
    expect(await refundsOf(shop, orderId)).toEqual([]);
  });

  it('cancels a COD order before delivery without a refund, its stock back on sale', async () => {
    await enableCod(0);
    const stock = await stockOf(shop);
    const byAdmin = await placeCod(1);
    const byShopper = await placeCod(1);
    await sendMail();
    received.length = 0;

    const said = cancelConsequence({ ...byAdmin, refunded: 0 });
    expect(said.refund).toBe(0);
    expect(said.title).not.toMatch(/refund/i);
    expect(said.details).toContain(
      'Cash on delivery: nothing has been paid, so there is nothing to refund.',
    );

    await setOrderStatus.execute(shop.admin, { orderId: byAdmin.orderId, status: 5 });
    await cancelMyOrder.execute(shop.shopper, { orderId: byShopper.orderId });
    for (const id of [byAdmin.orderId, byShopper.orderId]) {
      const row = await orderRow(shop, id);
      expect([toNumber(row.status), row.paymentStatus]).toEqual([5, 'cod due']);
      expect(await refundsOf(shop, id)).toEqual([]);
    }
    expect((await stockOf(shop)).remained).toBe(stock.remained);
    expect(await t.db.selectFrom('invoices').selectAll().execute()).toEqual([]);
    expect((await rollupSnapshot(t.db)).totals).toEqual([]);
    await sendMail();
    expect(received).toHaveLength(2);
    for (const mail of received) {
      expect(mail).toContain('Nothing was charged');
      expect(mail).not.toContain('refunded');
    }
  });
});
