import { gstr1B2cCsv, invoiceRegisterCsv } from '@frameshop/domain/invoices/gst-report.service';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { restRoute } from './route';

/**
 * GST report downloads (issue 23), admin only: the invoice register and the GSTR-1 style B2C
 * summary of a range of IST days (`from`, `to`: YYYY-MM-DD, both optional, both inclusive).
 * Use cases in packages/domain/src/invoices/gst-report.service.ts.
 */
const range = (request: FastifyRequest): Record<string, unknown> => {
  const { from, to } = request.query as Record<string, string | undefined>;
  return { ...(from ? { from } : {}), ...(to ? { to } : {}) };
};

const csv = (file: { filename: string }) => ({
  'content-type': 'text/csv; charset=utf-8',
  'content-disposition': `attachment; filename="${file.filename}"`,
  'cache-control': 'no-store',
});

export async function gstReportRoutes(app: FastifyInstance): Promise<void> {
  restRoute(app, {
    method: 'GET',
    url: '/report/invoice-register.csv',
    useCase: invoiceRegisterCsv,
    input: range,
    headers: csv,
    output: (file) => file.body,
    produces: 'text/csv',
  });
  restRoute(app, {
    method: 'GET',
    url: '/report/gstr1-b2c.csv',
    useCase: gstr1B2cCsv,
    input: range,
    headers: csv,
    output: (file) => file.body,
    produces: 'text/csv',
  });
}
