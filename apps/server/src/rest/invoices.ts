import { creditNotePdf, orderInvoicePdf } from '@frameshop/domain/invoices/invoices.service';
import type { FastifyInstance } from 'fastify';
import { params, restRoute } from './route';

/** GST invoice and credit note PDFs (issue 23): the order's owner or an admin; 404 otherwise. */
export async function invoiceRoutes(app: FastifyInstance): Promise<void> {
  const pdf = (file: { filename: string }) => ({
    'content-type': 'application/pdf',
    'content-disposition': `inline; filename="${file.filename}"`,
    'cache-control': 'private, no-store',
  });
  restRoute(app, {
    method: 'GET',
    url: '/order/invoice/:orderId',
    useCase: orderInvoicePdf,
    input: (r) => ({ orderId: params(r).orderId }),
    headers: pdf,
    output: (file) => file.body,
    produces: 'application/pdf',
  });
  restRoute(app, {
    method: 'GET',
    url: '/order/creditnote/:refundId',
    useCase: creditNotePdf,
    input: (r) => ({ refundId: params(r).refundId }),
    headers: pdf,
    output: (file) => file.body,
    produces: 'application/pdf',
  });
}
