import { auditCsv, listAudit } from '@frameshop/domain/audit/audit.service';
import { queryFor } from '../trpc';

/**
 * The audit log for the Activity screen and the History tabs: the same use cases as
 * GET /api/audit and GET /api/audit/export.csv (docs/decisions/0025-audit-log.md).
 */
export const auditRouter = {
  list: queryFor(listAudit),
  csv: queryFor(auditCsv),
};
