import { auditPageSchema } from '@frameshop/contracts/audit/audit';
import { auditCsv, listAudit } from '@frameshop/domain/audit/audit.service';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { restRoute } from './route';

/**
 * The audit log (docs/decisions/0025-audit-log.md): the list, newest first, keyset-paginated
 * (`cursor` is the previous page's `nextCursor`), and the CSV of the same filter. The use
 * cases are the tRPC procedures' (`audit.list`, `audit.csv`).
 */

/** A filter left empty in a form (`?entity=&from=`) is no filter, not an empty value. */
function filterQuery(request: FastifyRequest): Record<string, unknown> {
  const query = (request.query ?? {}) as Record<string, unknown>;
  return Object.fromEntries(Object.entries(query).filter(([, v]) => v !== ''));
}

export async function auditRoutes(app: FastifyInstance): Promise<void> {
  restRoute(app, {
    method: 'GET',
    url: '/audit',
    useCase: listAudit,
    input: filterQuery,
    response: auditPageSchema,
  });
  restRoute(app, {
    method: 'GET',
    url: '/audit/export.csv',
    useCase: auditCsv,
    input: filterQuery,
    headers: (file) => ({
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${file.filename}"`,
      'cache-control': 'no-store',
    }),
    output: (file) => file.csv,
    produces: 'text/csv',
  });
}
