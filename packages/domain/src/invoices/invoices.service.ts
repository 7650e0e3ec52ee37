import {
  creditNoteInput,
  DEFAULT_HSN,
  type InvoiceDto,
  type MaterialTaxDto,
  materialTaxInput,
  orderInvoiceInput,
  sellerInput,
  type TaxDocumentDto,
  type TaxSettingsDto,
} from '@frameshop/contracts/invoices/invoices';
import { toNumber } from '@frameshop/db/rows';
import { z } from 'zod';
import { recordChange } from '../audit/audit.published';
import { type ServiceContext, shopper } from '../shared/context';
import { AppError } from '../shared/errors';
import { defineUseCase, holds } from '../shared/use-case';
import { renderPdf } from './invoice-pdf';
import * as repo from './invoices.repository';
import { creditNoteDto, invoiceDto } from './tax-document';

/** Staff who may download any order's invoice (decision 0024). */
const INVOICE_DOWNLOADS = 'analytics:read';

/** GST invoices (issue 23): the admin's settings, and documents for their owner or an admin. */

const NOT_FOUND = 'Invoice not found';
const CREDIT_NOT_FOUND = 'Credit note not found';

async function settings(ctx: ServiceContext): Promise<TaxSettingsDto> {
  const [saved, materials] = await Promise.all([
    repo.savedSeller(ctx.db),
    repo.materialTaxes(ctx.db),
  ]);
  const rate = ctx.pricing.gstRatePercent;
  const seller = saved ?? ctx.seller ?? null;
  return {
    seller,
    source: saved ? 'saved' : seller ? 'config' : null,
    defaultRatePercent: rate,
    materials: materials.map(
      (m): MaterialTaxDto => ({
        materialId: m.materialId,
        materialName: m.materialName,
        hsn: m.hsn ?? DEFAULT_HSN,
        ratePercent: m.ratePercent ?? rate,
        saved: m.hsn !== null,
      }),
    ),
  };
}

export const taxSettings = defineUseCase({
  name: 'invoices.settings',
  access: 'invoices:write',
  kind: 'query',
  input: z.strictObject({}),
  handler: (ctx) => settings(ctx),
});

export const saveSellerDetails = defineUseCase({
  name: 'invoices.saveSeller',
  access: 'invoices:write',
  kind: 'mutation',
  input: sellerInput,
  invalidates: [],
  async handler(ctx, input): Promise<TaxSettingsDto> {
    await ctx.db.transaction().execute(async (trx) => {
      const before = await repo.savedSeller(trx);
      await repo.saveSeller(trx, input, ctx.now());
      const after = await repo.savedSeller(trx);
      await recordChange(trx, ctx, { entity: 'sellerSettings', entityId: 'seller', before, after });
    });
    return settings(ctx);
  },
});

export const saveMaterialTax = defineUseCase({
  name: 'invoices.saveMaterialTax',
  access: 'settings:write',
  kind: 'mutation',
  input: materialTaxInput,
  invalidates: [],
  async handler(ctx, input): Promise<TaxSettingsDto> {
    await ctx.db.transaction().execute(async (trx) => {
      if (!(await repo.materialExists(trx, input.materialId))) {
        throw new AppError('NOT_FOUND', 'Material not found');
      }
      const was = (await repo.materialTaxes(trx)).find((t) => t.materialId === input.materialId);
      await repo.saveMaterialTax(trx, input);
      await recordChange(trx, ctx, {
        entity: 'materialTax',
        entityId: input.materialId,
        before: { hsn: was?.hsn ?? null, ratePercent: was?.ratePercent ?? null },
        after: { hsn: input.hsn, ratePercent: input.ratePercent },
      });
    });
    return settings(ctx);
  },
});

/** The order's invoice for its owner or staff with analytics:read; anyone else, or no invoice yet: 404. */
async function invoiceFor(ctx: ServiceContext, orderId: number): Promise<TaxDocumentDto> {
  const person = shopper(ctx);
  const invoice = await repo.invoiceOfOrder(ctx.db, orderId);
  if (!invoice) throw new AppError('NOT_FOUND', NOT_FOUND);
  if (!holds(person, INVOICE_DOWNLOADS)) {
    const order = await repo.orderOf(ctx.db, orderId);
    if (!order || order.userId === null || toNumber(order.userId) !== person.userId) {
      throw new AppError('NOT_FOUND', NOT_FOUND);
    }
  }
  return invoiceDto(invoice);
}

async function creditNoteFor(ctx: ServiceContext, refundId: number): Promise<TaxDocumentDto> {
  const person = shopper(ctx);
  const note = await repo.creditNoteOfRefund(ctx.db, refundId);
  const invoice = note && (await repo.invoiceById(ctx.db, toNumber(note.invoiceId)));
  if (!note || !invoice) throw new AppError('NOT_FOUND', CREDIT_NOT_FOUND);
  if (!holds(person, INVOICE_DOWNLOADS)) {
    const order = await repo.orderOf(ctx.db, toNumber(invoice.orderId));
    if (!order || order.userId === null || toNumber(order.userId) !== person.userId) {
      throw new AppError('NOT_FOUND', CREDIT_NOT_FOUND);
    }
  }
  return creditNoteDto(note, invoice);
}

export const orderInvoice = defineUseCase({
  name: 'invoices.forOrder',
  access: 'user',
  kind: 'query',
  input: orderInvoiceInput,
  async handler(ctx, { orderId }): Promise<InvoiceDto> {
    const doc = await invoiceFor(ctx, orderId);
    const invoice = await repo.invoiceOfOrder(ctx.db, orderId);
    const notes = invoice ? await repo.creditNotesOf(ctx.db, toNumber(invoice.invoiceId)) : [];
    return {
      ...doc,
      creditNotes: notes.map((n) => ({
        refundId: toNumber(n.refundId),
        number: n.number,
        issuedAt: toNumber(n.issuedAt),
        totalPaise: toNumber(n.totalPaise),
      })),
    };
  },
});

export const creditNote = defineUseCase({
  name: 'invoices.creditNote',
  access: 'user',
  kind: 'query',
  input: creditNoteInput,
  handler: (ctx, { refundId }) => creditNoteFor(ctx, refundId),
});

const fileName = (number: string) => `${number.replaceAll('/', '-')}.pdf`;

export const orderInvoicePdf = defineUseCase({
  name: 'invoices.forOrderPdf',
  access: 'user',
  kind: 'query',
  input: orderInvoiceInput,
  async handler(ctx, { orderId }): Promise<{ filename: string; body: Buffer }> {
    const doc = await invoiceFor(ctx, orderId);
    return { filename: fileName(doc.number), body: await renderPdf(doc) };
  },
});

export const creditNotePdf = defineUseCase({
  name: 'invoices.creditNotePdf',
  access: 'user',
  kind: 'query',
  input: creditNoteInput,
  async handler(ctx, { refundId }): Promise<{ filename: string; body: Buffer }> {
    const doc = await creditNoteFor(ctx, refundId);
    return { filename: fileName(doc.number), body: await renderPdf(doc) };
  },
});
