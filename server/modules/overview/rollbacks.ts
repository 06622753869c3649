import { overviewRollbackSchema, type OverviewRollback } from '../../../src/harness/overview';
import type { Db } from '../../db/db';
import { listAudit } from '../audit/audit-store';

/** How far back the overview looks for guardrail rollbacks. */
export const ROLLBACK_DAYS = 7;

/**
 * The harness's guardrail rollbacks of the last days, newest first, from the
 * `experiment.rollback` audit records the rollback writes in its move's transaction.
 */
export async function recentRollbacks(
  db: Db,
  harnessId: string,
  now = Date.now(),
): Promise<OverviewRollback[]> {
  const page = await listAudit(db, {
    harnessId,
    actor: 'system',
    from: new Date(now - ROLLBACK_DAYS * 86_400_000).toISOString(),
    limit: 100,
  });
  const found: OverviewRollback[] = [];
  for (const entry of page.items) {
    if (entry.action !== 'experiment.rollback') continue;
    const before = entry.before as { version?: unknown } | null;
    const parsed = overviewRollbackSchema.safeParse({
      ...(entry.after as object),
      label: (entry.entity ?? '').replace(/^label\//, ''),
      control: before?.version,
    });
    if (parsed.success) found.push(parsed.data);
  }
  return found;
}
