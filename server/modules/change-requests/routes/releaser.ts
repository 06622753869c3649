import type { Context } from 'hono';
import type { AppEnv } from '../../../http/app-env';
import { canReleaseRequest, type Actor } from '../../../auth/roles';
import type { Db } from '../../../db/db';
import { releaseSettingsOf } from '../../schedules/release-settings-of';
import { visibleHarness, requireRole } from '../../shared/access';
import { readRequestRow, targetOf, type RequestRow } from '../request-rows';
import { ruleOf } from '../request-view';

/**
 * Refuses (403) who may not release the request: the target's movers may, and its author once
 * the target needs approval (`canReleaseRequest`; the state check says whether it was given).
 */
export async function requireReleaser(db: Db, actor: Actor, row: RequestRow): Promise<void> {
  const { release } = await releaseSettingsOf(db, row.harness_id);
  const allowed = canReleaseRequest(actor, {
    author: row.author,
    target: targetOf(row),
    approvalsRequired: (await ruleOf(db, release, row)).required,
  });
  requireRole(
    allowed,
    row.target_label !== null ? `move the label "${row.target_label}"` : 'publish a shop overlay',
  );
}

/** What both schedule routes check first: the harness is visible, the caller may release. */
export async function checkReleaser(c: Context<AppEnv>, harnessId: string, n: number) {
  await visibleHarness(c, harnessId);
  const { db } = c.var.deps;
  const actor = c.var.actor;
  await requireReleaser(db, actor, await readRequestRow(db, harnessId, n));
  return { db, actor };
}
