import { Readable } from 'node:stream';
import { orderExportInput } from '@frameshop/contracts/orders/orders';
import { statusLabel } from '@frameshop/contracts/orders/statuses';
import { toNumber } from '@frameshop/db/rows';
import type { OrderRow } from '@frameshop/db/schema';
import { csvStream } from '../export/csv';
import type { ServiceContext } from '../shared/context';
import { defineUseCase } from '../shared/use-case';
import { toOrderItemDto } from './order-dto';
import * as orders from './orders.repository';

/**
 * The admin's CSV export of the current filter (issue 11). Rows are read in keyset pages of
 * EXPORT_PAGE orders and written as they come, so 100,000 orders never sit in memory at once;
 * the stream pulls the next page only when the client has taken the last one (backpressure).
 */
export const EXPORT_PAGE = 500;

const HEADER = [
  'Order',
  'Date (IST)',
  'First name',
  'Last name',
  'Email',
  'Phone',
  'City',
  'State',
  'PIN code',
  'Type',
  'Items',
  'Subtotal (₹)',
  'Shipping (₹)',
  'GST included (₹)',
  'Grand total (₹)',
  'Refunded (₹)',
  'Payment status',
  'Status',
];

const amount = new Intl.NumberFormat('en-IN', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const istDate = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
const rupees = (paise: number | bigint) => amount.format(toNumber(paise) / 100);

function csvRow(o: OrderRow, items: string): string[] {
  const type = [o.hasPrelisted ? 'Regular' : '', o.hasCustom ? 'Custom' : '']
    .filter(Boolean)
    .join(' + ');
  return [
    `#${o.orderId}`,
    istDate.format(toNumber(o.createdAt)),
    o.firstName,
    o.lastName,
    o.email,
    o.phone,
    o.city,
    o.state,
    o.postalCode,
    type,
    items,
    rupees(o.subtotalPaise),
    rupees(o.shippingPaise),
    rupees(o.gstPaise),
    rupees(o.grandTotalPaise),
    rupees(o.refundedPaise),
    o.paymentStatus,
    statusLabel(toNumber(o.status)),
  ];
}

async function* exportRows(
  ctx: ServiceContext,
  filters: Parameters<typeof orders.exportPage>[1],
): AsyncGenerator<string[]> {
  yield HEADER;
  let after: { createdAt: number; orderId: number } | null = null;
  for (;;) {
    const rows = await orders.exportPage(ctx.db, filters, after, EXPORT_PAGE);
    if (rows.length === 0) return;
    const items = await orders.itemsOf(
      ctx.db,
      rows.map((r) => toNumber(r.orderId)),
    );
    for (const row of rows) {
      const lines = (items.get(toNumber(row.orderId)) ?? []).map((i) => {
        const dto = toOrderItemDto(i);
        const name = dto.frameSize
          ? `${dto.frameSize.frame.name} ${dto.frameSize.size.label}`
          : `Custom ${dto.customSize} in`;
        return `${dto.quantity} × ${name}`;
      });
      yield csvRow(row, lines.join('; '));
    }
    const last = rows[rows.length - 1] as OrderRow;
    after = { createdAt: toNumber(last.createdAt), orderId: toNumber(last.orderId) };
    if (rows.length < EXPORT_PAGE) return;
  }
}

export const exportOrdersCsv = defineUseCase({
  name: 'orders.exportCsv',
  access: 'orders:read',
  kind: 'query',
  input: orderExportInput,
  async handler(ctx, filters): Promise<{ filename: string; body: Readable }> {
    const day = new Date(ctx.now() + 5.5 * 3600_000).toISOString().slice(0, 10);
    // A BOM so spreadsheet programs read the rupee sign and names as UTF-8.
    const body = Readable.from(exportRows(ctx, filters)).pipe(csvStream({ bom: true }));
    return { filename: `orders-${day}.csv`, body };
  },
});
