import type { Db } from '../../db/db';
import { nowIso } from '../../db/clock';
import { Conflict, NotFound, invalidField } from '../../db/store-errors';
import { appendAudit } from '../audit/audit-store';
import { emitReleaseEvent } from '../webhooks/emit-event';
import { createVersion } from '../versions/version-store';
import { getOverlayVersion } from '../shops/overlay-store';
import type {
  ChangeRequestTarget,
  ProposalSource,
} from '../../../src/harness/release/change-request';
import { readRequestRow, type RequestRow } from './request-rows';
import { requestEntity } from './request-fired';

interface Frozen {
  version: number | null;
  shop: string | null;
  overlay: number | null;
}

/** Checks the target exists (a label of the harness, a shop of it), at its field. */
export async function checkTarget(db: Db, harnessId: string, target: ChangeRequestTarget) {
  if (target.kind === 'label') {
    const [row] = await db.query('SELECT 1 AS ok FROM labels WHERE harness_id = ? AND name = ?', [
      harnessId,
      target.label,
    ]);
    if (!row) {
      throw invalidField(
        '/target/label',
        'change_request.unknown_label',
        `The harness has no label "${target.label}".`,
      );
    }
    return;
  }
  const [shop] = await db.query('SELECT 1 AS ok FROM shops WHERE harness_id = ? AND shop_id = ?', [
    harnessId,
    target.shopId,
  ]);
  if (!shop) {
    throw invalidField(
      '/target/shopId',
      'change_request.unknown_shop',
      `The harness has no shop "${target.shopId}".`,
    );
  }
}

/** Freezes what a revision proposes: the draft becomes a new immutable version. */
async function freeze(
  tx: Db,
  harnessId: string,
  target: ChangeRequestTarget,
  source: ProposalSource,
  title: string,
  actor: string,
): Promise<Frozen> {
  if (source.kind === 'draft') {
    if (target.kind !== 'label') {
      throw invalidField(
        '/source/kind',
        'change_request.source',
        'A shop is changed by an overlay version.',
      );
    }
    const v = await createVersion(tx, harnessId, { message: title, actor });
    return { version: v.number, shop: null, overlay: null };
  }
  if (source.kind === 'version') {
    if (target.kind !== 'label') {
      throw invalidField(
        '/source/kind',
        'change_request.source',
        'A shop is changed by an overlay version.',
      );
    }
    const [row] = await tx.query(
      'SELECT 1 AS ok FROM versions WHERE harness_id = ? AND number = ?',
      [harnessId, source.version],
    );
    if (!row) {
      throw invalidField(
        '/source/version',
        'change_request.unknown_version',
        `There is no version ${source.version}.`,
      );
    }
    return { version: source.version, shop: null, overlay: null };
  }
  if (target.kind !== 'shop') {
    throw invalidField(
      '/source/kind',
      'change_request.source',
      'An overlay version goes to a shop target.',
    );
  }
  try {
    await getOverlayVersion(tx, harnessId, target.shopId, source.overlayVersion);
  } catch (err) {
    // Only a missing version is the caller's mistake; an outage stays a 503 the client retries.
    if (!(err instanceof NotFound)) throw err;
    throw invalidField(
      '/source/overlayVersion',
      'change_request.unknown_overlay',
      `The shop "${target.shopId}" has no overlay version ${source.overlayVersion}.`,
    );
  }
  return { version: null, shop: target.shopId, overlay: source.overlayVersion };
}

export interface OpenInput {
  title: string;
  description: string;
  target: ChangeRequestTarget;
  source: ProposalSource;
  actor: string;
}

/** Opens a request: target checked, proposal frozen, audited, `change_request.opened` queued. */
export async function openRequest(db: Db, harnessId: string, input: OpenInput): Promise<number> {
  return db.transaction(async (tx) => {
    await checkTarget(tx, harnessId, input.target);
    const f = await freeze(tx, harnessId, input.target, input.source, input.title, input.actor);
    const at = nowIso();
    const [row] = await tx.query<{ id: number | string }>(
      `INSERT INTO change_requests (harness_id, title, description, author, target_label,
         target_shop, proposal_version, proposal_shop, proposal_overlay, revision, state,
         created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 1, 'open', ?, ?) RETURNING id`,
      [
        harnessId,
        input.title,
        input.description,
        input.actor,
        input.target.kind === 'label' ? input.target.label : null,
        input.target.kind === 'shop' ? input.target.shopId : null,
        f.version,
        f.shop,
        f.overlay,
        at,
        at,
      ],
    );
    const id = Number(row!.id);
    const after = { title: input.title, target: input.target, proposal: f };
    await appendAudit(tx, {
      actor: input.actor,
      harnessId,
      action: 'change_request.open',
      entity: requestEntity(id),
      after,
    });
    await emitReleaseEvent(tx, {
      harnessId,
      type: 'change_request.opened',
      data: { requestId: id, author: input.actor, ...after },
    });
    return id;
  });
}

const EDITABLE = ['open', 'changes_requested', 'approved'];

/** Locks the request row (PostgreSQL) and refuses a state not in `allowed` with a 409. */
export async function lockRequest(
  tx: Db,
  harnessId: string,
  id: number,
  allowed: readonly string[],
  what: string,
): Promise<RequestRow> {
  await tx.run('UPDATE change_requests SET id = id WHERE harness_id = ? AND id = ?', [
    harnessId,
    id,
  ]);
  const row = await readRequestRow(tx, harnessId, id);
  if (!allowed.includes(row.state)) {
    throw new Conflict(`Change request ${id} is ${row.state}: it cannot ${what}.`, null, {
      code: 'change_request.state',
      state: row.state,
    });
  }
  return row;
}

/** Title, description, or a new revision (frozen again; back to open). */
export async function reviseRequest(
  db: Db,
  harnessId: string,
  id: number,
  input: { title?: string; description?: string; source?: ProposalSource; actor: string },
): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await lockRequest(tx, harnessId, id, EDITABLE, 'be edited');
    const title = input.title ?? row.title;
    const description = input.description ?? row.description;
    let revision = Number(row.revision);
    let state = row.state;
    let f: Frozen = {
      version: row.proposal_version,
      shop: row.proposal_shop,
      overlay: row.proposal_overlay,
    };
    if (input.source) {
      const target: ChangeRequestTarget =
        row.target_shop !== null
          ? { kind: 'shop', shopId: row.target_shop }
          : { kind: 'label', label: row.target_label ?? '' };
      f = await freeze(tx, harnessId, target, input.source, title, input.actor);
      revision += 1;
      state = 'open';
    }
    await tx.run(
      `UPDATE change_requests SET title = ?, description = ?, proposal_version = ?,
         proposal_shop = ?, proposal_overlay = ?, revision = ?, state = ?, updated_at = ?
       WHERE id = ?`,
      [title, description, f.version, f.shop, f.overlay, revision, state, nowIso(), id],
    );
    await appendAudit(tx, {
      actor: input.actor,
      harnessId,
      action: 'change_request.revise',
      entity: requestEntity(id),
      before: { title: row.title, revision: row.revision, state: row.state },
      after: { title, revision, state, proposal: f },
    });
  });
}

export async function setState(
  tx: Db,
  row: RequestRow,
  state: string,
  actor: string,
  action: string,
  extra: Record<string, unknown> = {},
) {
  await tx.run('UPDATE change_requests SET state = ?, updated_at = ? WHERE id = ?', [
    state,
    nowIso(),
    row.id,
  ]);
  await appendAudit(tx, {
    actor,
    harnessId: row.harness_id,
    action,
    entity: requestEntity(Number(row.id)),
    before: { state: row.state },
    after: { state, ...extra },
  });
}
