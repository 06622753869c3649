import type { ApiModule } from '../../http/app-env';
import { defineRoute } from '../../http/define-route';
import { canReadAudit } from '../../auth/roles';
import { visibleHarness, requireRole } from '../shared/access';
import { listAudit } from './audit-store';
import { auditPageSchema, listAuditQuery } from './schema';

export const auditModule: ApiModule = (api) => {
  defineRoute(
    api,
    {
      method: 'get',
      path: '/audit',
      summary: 'The audit log: who changed what, when; filter by harness, actor and time',
      tag: 'audit',
      query: listAuditQuery,
      responses: { 200: { description: 'A page of audit records', schema: auditPageSchema } },
    },
    async (c, { query }) => {
      requireRole(canReadAudit(c.var.actor), 'read the audit log');
      if (query.harnessId) await visibleHarness(c, query.harnessId);
      return c.json(await listAudit(c.var.deps.db, query));
    },
  );
};
