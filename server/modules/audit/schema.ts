import { z } from 'zod';
import { auditEntrySchema, pageSchema } from '../../../src/harness/records';
import { harnessId, pageQuery } from '../shared/params';

const instant = z.iso.datetime({
  offset: true,
  error: 'Use an ISO 8601 time like 2026-12-02T10:00:00Z.',
});

export const listAuditQuery = pageQuery.extend({
  harnessId: harnessId.optional(),
  actor: z.string().min(1).max(128).optional(),
  from: instant.optional(),
  to: instant.optional(),
});

export const auditPageSchema = pageSchema(auditEntrySchema);
