import type { OrderDto } from '@frameshop/contracts/orders/orders';
import { formatRupees } from '@frameshop/contracts/shared/format';
import { escapeHtml } from '../mail/escape-html';
import type { MailMessage, MailSettings } from '../shared/mailer';

/**
 * What the shopper is told about their order (issue 11): plain text plus simple HTML with
 * the items, the totals and the address. Built from the order as it is after the change, in
 * the change's transaction, and queued in the outbox (sent after commit).
 */
export type OrderMailKind =
  | 'confirmed'
  | 'paymentFailed'
  | 'shipped'
  | 'delivered'
  | 'cancelled'
  | 'refunded'
  /** A cash-on-delivery order placed (issue 23): nothing paid yet. */
  | 'codPlaced'
  /** A cash-on-delivery order the shop did not confirm in time, cancelled (decision 0022). */
  | 'codUnconfirmed';

const HEADLINES: Record<OrderMailKind, (o: OrderDto) => { subject: string; lead: string }> = {
  confirmed: (o) => ({
    subject: `Order #${o.orderId} placed`,
    lead: 'Thank you: your payment is confirmed and your order is placed. We start framing it within a working day.',
  }),
  paymentFailed: (o) => ({
    subject: `Payment for order #${o.orderId} did not go through`,
    lead: 'Your payment did not go through, so the order is not placed and nothing was charged. If money left your account, your bank returns it within 5 to 7 working days. You can order again from your cart.',
  }),
  shipped: (o) => ({
    subject: `Order #${o.orderId} has shipped`,
    lead:
      o.paymentStatus === 'cod due'
        ? `Good news: your order is on its way. Please keep ${formatRupees(o.grandTotal)} ready to pay in cash on delivery.`
        : 'Good news: your order is on its way.',
  }),
  codPlaced: (o) => ({
    subject: `Order #${o.orderId} placed`,
    lead: `Thank you: your order is placed, to be paid in cash on delivery (${formatRupees(o.grandTotal)}). We start framing it within a working day.`,
  }),
  codUnconfirmed: (o) => ({
    subject: `Order #${o.orderId} cancelled`,
    lead: 'We could not confirm your cash-on-delivery order in time, so it is cancelled and nothing is due. You can order again from your cart, or pay online to have it confirmed at once.',
  }),
  delivered: (o) => ({
    subject: `Order #${o.orderId} delivered`,
    lead: 'Your order has been delivered. We hope it looks lovely on your wall; a review on the frame’s page helps other shoppers.',
  }),
  cancelled: (o) => ({
    subject: `Order #${o.orderId} cancelled`,
    lead:
      o.paidAt !== null
        ? 'Your order is cancelled. The amount you paid is being refunded: approved refunds are credited in 7 days.'
        : 'Your order is cancelled. Nothing was charged.',
  }),
  refunded: (o) => ({
    subject: `Refund for order #${o.orderId} issued`,
    lead: `We have refunded ${formatRupees(o.refunded)} to the account you paid from. Approved refunds are credited in 7 days.`,
  }),
};

function itemName(item: OrderDto['orderItems'][number]): string {
  if (item.frameSize) return `${item.frameSize.frame.name} ${item.frameSize.size.label}`;
  return `Custom frame ${item.width}x${item.height} in (${item.frameShape}, ${item.frameMaterial})`;
}

export function orderMail(kind: OrderMailKind, order: OrderDto, s: MailSettings): MailMessage {
  const { subject, lead } = HEADLINES[kind](order);
  const items = order.orderItems.map(
    (i) => [`${itemName(i)} × ${i.quantity}`, formatRupees(i.totalAmount)] as const,
  );
  const totals = [
    ['Subtotal', formatRupees(order.totalPrice)],
    ['Shipping', order.shippingCharge === 0 ? 'Free' : formatRupees(order.shippingCharge)],
    ...(order.discount > 0
      ? [[`Discount (${order.couponCode})`, `−${formatRupees(order.discount)}`] as const]
      : []),
    ...(order.codFee > 0 ? [['Cash on delivery fee', formatRupees(order.codFee)] as const] : []),
    [`GST included (${order.gstRatePercent}%)`, formatRupees(order.tax)],
    ['Total', formatRupees(order.grandTotal)],
  ] as const;
  const address = [
    `${order.firstName} ${order.lastName}`,
    order.address,
    order.apt,
    `${order.city}, ${order.state} ${order.postalCode}`,
    `Mobile ${order.phone}`,
  ].filter((line): line is string => Boolean(line));
  const link = `${s.publicUrl}/ProfilePage`;
  // The parcel's carrier, AWB and tracking link, in the shipped mail (issue 23).
  const tracking =
    kind === 'shipped' && order.carrier && order.trackingNumber
      ? { carrier: order.carrier, awb: order.trackingNumber, url: order.trackingUrl }
      : null;
  const text = [
    `Hello ${order.firstName},`,
    '',
    lead,
    '',
    ...(tracking
      ? [
          `Carrier: ${tracking.carrier}`,
          `AWB number: ${tracking.awb}`,
          ...(tracking.url ? [`Track your parcel: ${tracking.url}`] : []),
          '',
        ]
      : []),
    `Order #${order.orderId}`,
    ...items.map(([name, amount]) => `  ${name}: ${amount}`),
    '',
    ...totals.map(([k, v]) => `${k}: ${v}`),
    '',
    'Shipping to:',
    ...address.map((l) => `  ${l}`),
    '',
    `Your orders: ${link}`,
    '',
    s.shopName,
  ].join('\n');
  const row = (k: string, v: string, bold = false) =>
    `<tr><td style="padding:2px 12px 2px 0">${bold ? `<strong>${escapeHtml(k)}</strong>` : escapeHtml(k)}</td><td align="right">${bold ? `<strong>${escapeHtml(v)}</strong>` : escapeHtml(v)}</td></tr>`;
  const html = `<!doctype html><html><body style="font-family:sans-serif;color:#1f2937;max-width:560px">
<p>Hello ${escapeHtml(order.firstName)},</p>
<p>${escapeHtml(lead)}</p>
${
  tracking
    ? `<p>Carrier: <strong>${escapeHtml(tracking.carrier)}</strong><br>AWB number: <strong>${escapeHtml(tracking.awb)}</strong>${tracking.url ? `<br><a href="${escapeHtml(tracking.url)}">Track your parcel</a>` : ''}</p>\n`
    : ''
}<h2 style="font-size:18px">Order #${order.orderId}</h2>
<table>${items.map(([n, a]) => row(n, a)).join('')}</table>
<hr><table>${totals.map(([k, v], i) => row(k, v, i === totals.length - 1)).join('')}</table>
<p><strong>Shipping to</strong><br>${address.map(escapeHtml).join('<br>')}</p>
<p><a href="${escapeHtml(link)}">See your orders</a></p>
<p>${escapeHtml(s.shopName)}</p>
</body></html>`;
  return { to: order.email, subject: `${s.shopName}: ${subject}`, text, html };
}

/** The mail a status change sends, if any (Shipped, Delivered, Cancelled). */
export function statusMailKind(to: number): OrderMailKind | null {
  return to === 3 ? 'shipped' : to === 4 ? 'delivered' : to === 5 ? 'cancelled' : null;
}
