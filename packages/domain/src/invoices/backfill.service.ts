import {
  type BackfillResultDto,
  backfillInput,
  type UninvoicedDto,
} from '@frameshop/contracts/invoices/reports';
import { z } from 'zod';
import { recordChange } from '../audit/audit.published';
import { AppError } from '../shared/errors';
import { defineUseCase } from '../shared/use-case';
import * as backfill from './backfill.repository';
import { currentSeller, issueCreditNote, issueInvoice } from './issue.published';

/**
 * Invoices for orders paid while no seller was set (issue 23). Each is issued as it would have
 * been at payment: dated when its order was paid, so that date's financial year picks its
 * series; orders go in payment-completion order. The order's refunds that completed meanwhile
 * get their credit notes in the same transaction, dated when each refund completed: a refund
 * of a back-filled order is then credited like any other (later ones by the refund itself).
 * Numbers still come from the one counter per series, so a back-filled invoice takes the next
 * number even if later-dated invoices already have smaller ones; no number is skipped.
 */

/** Orders read per statement while back-filling. */
const PAGE = 200;

export const uninvoicedOrders = defineUseCase({
  name: 'invoices.uninvoiced',
  access: 'invoices:write',
  kind: 'query',
  input: z.strictObject({}),
  async handler(ctx): Promise<UninvoicedDto> {
    const [count, seller] = await Promise.all([
      backfill.uninvoicedCount(ctx.db),
      currentSeller(ctx),
    ]);
    return { count, sellerSet: seller !== null };
  },
});

export const backfillInvoices = defineUseCase({
  name: 'invoices.backfill',
  access: 'invoices:write',
  kind: 'mutation',
  input: backfillInput,
  invalidates: [],
  async handler(ctx, { expected }): Promise<BackfillResultDto> {
    if (!(await currentSeller(ctx))) {
      throw new AppError(
        'CONFLICT',
        'Save the seller’s details first: no invoice can be issued without them',
      );
    }
    const now = await backfill.uninvoicedCount(ctx.db);
    // Fewer than confirmed is fine (another run got there first); more were never confirmed.
    if (now > expected) {
      throw new AppError(
        'CONFLICT',
        `${now} paid orders have no invoice now, not ${expected}: check the count and confirm again`,
      );
    }
    let invoices = 0;
    let creditNotes = 0;
    let after: { paidAt: number; orderId: number } | null = null;
    for (;;) {
      const page = await backfill.uninvoicedAfter(ctx.db, after, PAGE);
      for (const order of page) {
        // One transaction per order: an order's invoice and credit notes commit together,
        // and a second run waits on the order's row, then finds it invoiced and moves on.
        await ctx.db.transaction().execute(async (trx) => {
          if (!(await backfill.lockUninvoiced(trx, order.orderId))) return;
          const number = await issueInvoice(trx, ctx, order.orderId, order.paidAt);
          if (!number) return;
          invoices++;
          await recordChange(trx, ctx, {
            entity: 'order',
            entityId: order.orderId,
            after: { invoiceNumber: number },
          });
          for (const refund of await backfill.refundsToCredit(trx, order.orderId)) {
            const note = await issueCreditNote(
              trx,
              ctx,
              {
                refundId: refund.refundId,
                orderId: order.orderId,
                amountPaise: refund.amountPaise,
              },
              refund.completedAt,
            );
            if (note) creditNotes++;
          }
        });
      }
      if (page.length < PAGE) break;
      after = page[page.length - 1] as { paidAt: number; orderId: number };
    }
    return { invoices, creditNotes, remaining: await backfill.uninvoicedCount(ctx.db) };
  },
});
