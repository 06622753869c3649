import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/db';
import { nowIso } from '../../db/clock';
import { Conflict, invalidField } from '../../db/store-errors';
import { appendAudit } from '../audit/audit-store';
import { getLabel, lockLabel } from '../labels/label-store';
import { servedVersions } from '../labels/serving-history';
import { approvalInForce } from '../labels/release-policy';
import type { Holdout, HoldoutRequest } from '../../../src/harness/holdout';

/** Announced after a holdout starts or ends: delivery caches re-read the label (`harnessId`). */
export const HOLDOUTS_CHANNEL = 'hs_holdouts';

interface HoldoutRow {
  experiment_id: string;
  harness_id: string;
  label: string;
  percent: number;
  version: number;
  started_at: string;
  started_by: string;
  ended_at: string | null;
  ended_by: string | null;
}

const toHoldout = (r: HoldoutRow): Holdout => ({
  experimentId: r.experiment_id,
  label: r.label,
  percent: Number(r.percent),
  version: Number(r.version),
  salt: r.experiment_id,
  startedAt: r.started_at,
  endedAt: r.ended_at,
});

/** The label's latest holdout, running or ended; null when it never had one. */
export async function latestHoldout(
  db: Db,
  harnessId: string,
  label: string,
): Promise<Holdout | null> {
  const [row] = await db.query<HoldoutRow>(
    `SELECT * FROM holdouts WHERE harness_id = ? AND label = ?
     ORDER BY started_at DESC, experiment_id DESC LIMIT 1`,
    [harnessId, label],
  );
  return row ? toHoldout(row) : null;
}

/** One holdout by its experiment id, with its harness; null when there is none. */
export async function holdoutById(
  db: Db,
  experimentId: string,
): Promise<(Holdout & { harnessId: string }) | null> {
  const [row] = await db.query<HoldoutRow>('SELECT * FROM holdouts WHERE experiment_id = ?', [
    experimentId,
  ]);
  return row ? { ...toHoldout(row), harnessId: row.harness_id } : null;
}

/** Every holdout of a harness, oldest first: experiments like the splits' (timelines). */
export async function holdoutsOf(db: Db, harnessId: string): Promise<Holdout[]> {
  const rows = await db.query<HoldoutRow>(
    'SELECT * FROM holdouts WHERE harness_id = ? ORDER BY started_at, experiment_id',
    [harnessId],
  );
  return rows.map(toHoldout);
}

/**
 * Starts a holdout on a label: its baseline (the label's version unless named) is what the
 * held-out share is served from now on. The label row is locked first, so the version read and
 * the rule in force are exactly those of what it serves; a second start loses to the unique
 * index of running holdouts.
 */
export async function startHoldout(
  db: Db,
  harnessId: string,
  label: string,
  input: HoldoutRequest,
  actor: string,
): Promise<Holdout> {
  return db.transaction(async (tx) => {
    await lockLabel(tx, harnessId, label);
    const current = await getLabel(tx, harnessId, label);
    if (current.holdout) {
      throw new Conflict(`The label "${label}" already runs a holdout.`, current.holdout, {
        code: 'holdout.exists',
        experimentId: current.holdout.experimentId,
      });
    }
    const version = input.version ?? current.version;
    if (version === null) {
      throw invalidField(
        '/version',
        'holdout.no_version',
        `The label "${label}" serves no version yet: name the baseline version.`,
      );
    }
    const [found] = await tx.query<{ number: number }>(
      'SELECT number FROM versions WHERE harness_id = ? AND number = ?',
      [harnessId, version],
    );
    if (!found)
      throw invalidField('/version', 'holdout.unknown_version', `There is no version ${version}.`);
    // Held-out viewers are served the baseline: on a label that needs approvals it must be one
    // the label served already (a rollback's rule); anything else goes through a change request.
    const rule = await approvalInForce(tx, harnessId, label);
    if (
      rule.required > 0 &&
      !(await servedVersions(tx, harnessId, label, [version])).has(version)
    ) {
      throw new Conflict(
        `The label "${label}" needs ${rule.required} approval(s): a holdout's baseline must be a version it served.`,
        null,
        { code: 'label.approvals_required' },
      );
    }
    const id = `exp_${randomBytes(8).toString('hex')}`;
    const at = nowIso();
    await tx.run(
      `INSERT INTO holdouts (experiment_id, harness_id, label, percent, version, started_at, started_by)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
      [id, harnessId, label, input.percent, version, at, actor],
    );
    const holdout: Holdout = {
      experimentId: id,
      label,
      percent: input.percent,
      version,
      salt: id,
      startedAt: at,
      endedAt: null,
    };
    await appendAudit(tx, {
      actor,
      harnessId,
      action: 'holdout.start',
      entity: `label/${label}`,
      before: null,
      after: holdout,
    });
    await tx.publish(HOLDOUTS_CHANNEL, JSON.stringify({ harnessId, label, actor }));
    return holdout;
  });
}

/**
 * Ends the label's running holdout: its viewers are served as everyone else from now on.
 * Null when none runs.
 */
export async function endHoldout(
  db: Db,
  harnessId: string,
  label: string,
  actor: string,
): Promise<Holdout | null> {
  return db.transaction(async (tx) => {
    await getLabel(tx, harnessId, label); // NotFound for a label that is not there
    const at = nowIso();
    const [row] = await tx.query<HoldoutRow>(
      `UPDATE holdouts SET ended_at = ?, ended_by = ?
       WHERE harness_id = ? AND label = ? AND ended_at IS NULL RETURNING *`,
      [at, actor, harnessId, label],
    );
    if (!row) return null;
    const holdout = toHoldout(row);
    await appendAudit(tx, {
      actor,
      harnessId,
      action: 'holdout.end',
      entity: `label/${label}`,
      before: { ...holdout, endedAt: null },
      after: holdout,
    });
    await tx.publish(HOLDOUTS_CHANNEL, JSON.stringify({ harnessId, label, actor }));
    return holdout;
  });
}
