import type { Db, SqlParam } from '../../db/db';
import { decodeCursor, toPage, type Page } from '../../db/paging';
import { releaseSettingsOf } from '../schedules/release-settings-of';
import type { ChangeRequest } from '../../../src/harness/release/change-request';
import type { Actor } from '../../../src/harness/roles';
import { readReviews, type RequestRow } from './request-rows';
import { requestView, ruleOf } from './request-view';

interface ListQuery {
  state?: string;
  label?: string;
  shop?: string;
  author?: string;
  awaiting?: 'me';
  cursor?: string;
  limit: number;
}

/**
 * Requests newest first (keyset on id). A merchant sees only its shop's. `awaiting=me`: open
 * requests the caller's role may approve, not authored by the caller, not yet approved by them.
 */
export async function listRequests(
  db: Db,
  harnessId: string,
  actor: Actor,
  q: ListQuery,
): Promise<Page<ChangeRequest>> {
  const where = ['harness_id = ?'];
  const params: SqlParam[] = [harnessId];
  const add = (sql: string, v: SqlParam) => {
    where.push(sql);
    params.push(v);
  };
  if (q.state) add('state = ?', q.state);
  if (q.label) add('target_label = ?', q.label);
  if (q.shop) add('target_shop = ?', q.shop);
  if (q.author) add('author = ?', q.author);
  if (actor.role === 'merchant') add('target_shop = ?', actor.shopId ?? '');
  if (q.awaiting) {
    where.push("state IN ('open', 'changes_requested')");
    add('author <> ?', actor.id);
  }
  const after = decodeCursor<[number]>(q.cursor, ['number']);
  if (after) add('id < ?', after[0]);
  let rows = await db.query<RequestRow>(
    `SELECT * FROM change_requests WHERE ${where.join(' AND ')} ORDER BY id DESC`,
    params,
  );
  if (q.awaiting) {
    const { release } = await releaseSettingsOf(db, harnessId);
    const kept: RequestRow[] = [];
    for (const row of rows) {
      if (!(await ruleOf(db, release, row)).roles.includes(actor.role)) continue;
      const mine = (await readReviews(db, Number(row.id))).some(
        (r) => r.reviewer === actor.id && r.verdict === 'approve' && r.revision === row.revision,
      );
      if (!mine) kept.push(row);
    }
    rows = kept;
  }
  const page = toPage(
    rows.slice(0, q.limit + 1),
    q.limit,
    (r) => r,
    (r) => [Number(r.id)],
  );
  const items: ChangeRequest[] = [];
  for (const row of page.items) items.push(await requestView(db, harnessId, Number(row.id), row));
  return { items, nextCursor: page.nextCursor };
}
