import type { Db } from '../../db/db';
import { nowIso } from '../../db/clock';
import { checkLimit, decodeCursor, toPage, type Page, type PageRequest } from '../../db/paging';
import { Conflict, NotFound, invalidField } from '../../db/store-errors';
import { appendAudit } from '../audit/audit-store';
import { announceLabelMove, type LabelMoveEvent } from '../events/label-events';
import { getHarness } from '../harnesses/harness-store';
import { experimentOf, packExperiment, unpackExperiment, type MoveSplit } from './split-experiment';
import type { MoveRow } from './move-row';
import { servedVersions } from './serving-history';
import { servedLayersOf, withLayers } from '../layers/layer-rows';
import { endOutgrownLayers } from '../layers/outgrown-layers';

import type { Label, LabelMove, LabelSplit } from '../../../src/harness/records';
import { servedSplitOf } from '../../../src/harness/label-serving';

export type { Label, LabelMove, MoveSplit };

type MoveKind = LabelMove['kind'];

export interface MoveLabelInput {
  version: number;
  /**
   * What the split asks for. Guardrails absent on a ramp keep the running ones (null or []
   * clears them); a split naming its experiment (an end restoring `previous`) resumes it.
   */
  split?: MoveSplit | null;
  reason: string;
  actor: string;
  /** Added to the announced event as it is (a guardrail rollback's figures). */
  announce?: Pick<LabelMoveEvent, 'rollback'>;
  /** A schedule's window ending: recorded as `window_end`, not as a rollback. */
  windowEnd?: boolean;
}

interface LabelRow {
  harness_id: string;
  name: string;
  version: number | null;
  split_version: number | null;
  split_percent: number | null;
  split_guardrails: string | null;
  split_experiment?: string | null;
  updated_at: string;
  updated_by: string;
  /** From the running holdout, when the read joined it (HOLDOUT_JOIN). */
  holdout_experiment?: string | null;
  holdout_percent?: number | null;
  holdout_version?: number | null;
}

// The label with its running holdout, if any: serving reads both in one statement.
const LABEL_SELECT = `SELECT l.*, h.experiment_id AS holdout_experiment, h.percent AS holdout_percent,
    h.version AS holdout_version
  FROM labels l LEFT JOIN holdouts h
    ON h.harness_id = l.harness_id AND h.label = l.name AND h.ended_at IS NULL`;

const num = (v: number | null) => (v === null ? null : Number(v));
const split = (
  version: number | null,
  percent: number | null,
  guardrails: string | null = null,
  experiment: string | null = null,
): LabelSplit | null =>
  version === null || percent === null
    ? null
    : {
        version: Number(version),
        percent: Number(percent),
        ...(guardrails ? { guardrails: JSON.parse(guardrails) as LabelSplit['guardrails'] } : {}),
        ...unpackExperiment(experiment),
      };

/** Stored only when there are some: a split without guardrails reads as before. */
const packGuardrails = (s: LabelSplit | null | undefined) =>
  s?.guardrails && s.guardrails.length > 0 ? JSON.stringify(s.guardrails) : null;

function toLabel(r: LabelRow): Label {
  return {
    harnessId: r.harness_id,
    name: r.name,
    version: num(r.version),
    split: split(r.split_version, r.split_percent, r.split_guardrails, r.split_experiment),
    // Only a label with one running says so: every other label reads as before.
    ...(r.holdout_experiment
      ? {
          holdout: {
            experimentId: r.holdout_experiment,
            percent: Number(r.holdout_percent),
            version: Number(r.holdout_version),
            salt: r.holdout_experiment,
          },
        }
      : {}),
    updatedAt: r.updated_at,
    updatedBy: r.updated_by,
  };
}

export function toMove(r: MoveRow): LabelMove {
  return {
    id: Number(r.id),
    harnessId: r.harness_id,
    label: r.label,
    at: r.at,
    actor: r.actor,
    reason: r.reason,
    fromVersion: num(r.from_version),
    fromSplit: split(
      r.from_split_version,
      r.from_split_percent,
      r.from_split_guardrails,
      r.from_split_experiment,
    ),
    toVersion: Number(r.to_version),
    toSplit: split(
      r.to_split_version,
      r.to_split_percent,
      r.to_split_guardrails,
      r.to_split_experiment,
    ),
    kind: r.kind ?? 'move',
  };
}

export async function getLabels(db: Db, harnessId: string): Promise<Label[]> {
  const rows = await db.query<LabelRow>(`${LABEL_SELECT} WHERE l.harness_id = ? ORDER BY l.name`, [
    harnessId,
  ]);
  if (rows.length === 0) await getHarness(db, harnessId); // NotFound, or truly no labels
  const layers = await servedLayersOf(db, [harnessId]);
  return rows.map((r) => withLayers(toLabel(r), layers));
}

/** The labels of several harnesses at once (a page of the harness list). */
export async function getLabelsOf(
  db: Db,
  harnessIds: readonly string[],
): Promise<Map<string, Label[]>> {
  const byHarness = new Map<string, Label[]>(harnessIds.map((id) => [id, []]));
  if (harnessIds.length === 0) return byHarness;
  const rows = await db.query<LabelRow>(
    `${LABEL_SELECT} WHERE l.harness_id IN (${harnessIds.map(() => '?').join(', ')})
     ORDER BY l.harness_id, l.name`,
    harnessIds,
  );
  const layers = await servedLayersOf(db, harnessIds);
  for (const row of rows) byHarness.get(row.harness_id)?.push(withLayers(toLabel(row), layers));
  return byHarness;
}

export async function getLabel(db: Db, harnessId: string, name: string): Promise<Label> {
  const [row] = await db.query<LabelRow>(`${LABEL_SELECT} WHERE l.harness_id = ? AND l.name = ?`, [
    harnessId,
    name,
  ]);
  if (!row) throw new NotFound(`The harness "${harnessId}" has no label "${name}".`);
  return withLayers(toLabel(row), await servedLayersOf(db, [harnessId], name));
}

function checkInput(input: MoveLabelInput): string {
  const isVersion = (v: unknown) => Number.isSafeInteger(v) && (v as number) >= 1;
  if (!isVersion(input.version))
    throw invalidField('/version', 'label.version', 'Use a version number like 3.');
  if (input.split) {
    if (!isVersion(input.split.version)) {
      throw invalidField('/split/version', 'label.version', 'Use a version number like 3.');
    }
    if (input.split.version === input.version) {
      throw invalidField(
        '/split/version',
        'label.split_same',
        'Split traffic to a different version.',
      );
    }
    const p = input.split.percent;
    if (!Number.isInteger(p) || p < 1 || p > 99) {
      throw invalidField(
        '/split/percent',
        'label.split_percent',
        'Use a whole percentage from 1 to 99.',
      );
    }
  }
  const reason = input.reason.trim();
  if (reason.length < 1 || reason.length > 1_000) {
    throw invalidField(
      '/reason',
      'label.reason',
      'Say why the label moves (up to 1,000 characters).',
    );
  }
  return reason;
}

/**
 * Points a label at a version (optionally splitting traffic with another), records the
 * move and an audit record in one transaction, and announces it after commit. A move back
 * to versions the label may return to (`servedVersions`) is recorded as a rollback (`kind`,
 * audit action `label.rollback`); every other move as `move` (`label.move`), one to what the
 * label serves already included.
 */
/** The versions a move points at exist (422 at the field that names one that does not). */
async function checkVersions(
  tx: Db,
  harnessId: string,
  version: number,
  splitVersion: number | null,
): Promise<void> {
  const wanted = splitVersion === null ? [version] : [version, splitVersion];
  const found = await tx.query<{ number: number }>(
    `SELECT number FROM versions WHERE harness_id = ? AND number IN (${wanted.map(() => '?').join(', ')})`,
    [harnessId, ...wanted],
  );
  const have = new Set(found.map((r) => Number(r.number)));
  if (!have.has(version)) {
    throw invalidField('/version', 'label.unknown_version', `There is no version ${version}.`);
  }
  if (splitVersion !== null && !have.has(splitVersion)) {
    throw invalidField(
      '/split/version',
      'label.unknown_version',
      `There is no version ${splitVersion}.`,
    );
  }
}

/**
 * A no-op write first: it locks the label row on PostgreSQL, so what it serves is read
 * exactly and writes decided on it go one after the other; NotFound for a label not there.
 */
export async function lockLabel(tx: Db, harnessId: string, name: string): Promise<void> {
  const locked = await tx.run('UPDATE labels SET name = name WHERE harness_id = ? AND name = ?', [
    harnessId,
    name,
  ]);
  if (locked.changes === 0)
    throw new NotFound(`The harness "${harnessId}" has no label "${name}".`);
}

type ServedState = { version: number | null; split: LabelSplit | null | undefined };

/** Records a move in the label's history. */
async function insertMove(
  tx: Db,
  m: {
    harnessId: string;
    name: string;
    at: string;
    actor: string;
    reason: string;
    from: ServedState;
    to: ServedState & { version: number };
    kind: MoveKind;
  },
): Promise<LabelMove> {
  const { from, to } = m;
  const [row] = await tx.query<MoveRow>(
    `INSERT INTO label_moves (harness_id, label, at, actor, reason, from_version, from_split_version,
       from_split_percent, from_split_guardrails, from_split_experiment, to_version, to_split_version,
       to_split_percent, to_split_guardrails, to_split_experiment, kind)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING *`,
    [
      m.harnessId,
      m.name,
      m.at,
      m.actor,
      m.reason,
      from.version,
      from.split?.version ?? null,
      from.split?.percent ?? null,
      packGuardrails(from.split),
      packExperiment(from.split),
      to.version,
      to.split?.version ?? null,
      to.split?.percent ?? null,
      packGuardrails(to.split),
      packExperiment(to.split),
      m.kind,
    ],
  );
  return toMove(row!);
}

/**
 * `window_end` for a schedule's end, `rollback` back to versions the label served, else
 * `move`; pointing the label at what it serves already changes nothing served: a plain move.
 */
async function moveKindOf(
  tx: Db,
  harnessId: string,
  name: string,
  before: Label,
  input: MoveLabelInput,
): Promise<MoveKind> {
  const asked = input.split ?? null;
  const same =
    before.version === input.version &&
    (before.split?.version ?? null) === (asked?.version ?? null) &&
    (before.split?.percent ?? null) === (asked?.percent ?? null);
  if (same) return 'move';
  if (input.windowEnd) return 'window_end';
  const wanted = [input.version, ...(asked ? [asked.version] : [])];
  const served = await servedVersions(tx, harnessId, name, wanted);
  return wanted.every((v) => served.has(v)) ? 'rollback' : 'move';
}

export async function moveLabel(
  db: Db,
  harnessId: string,
  name: string,
  input: MoveLabelInput,
): Promise<{ label: Label; move: LabelMove }> {
  const reason = checkInput(input);
  const asked = input.split ?? null;
  return db.transaction(async (tx) => {
    const harness = await getHarness(tx, harnessId);
    if (harness.archived) {
      throw new Conflict(`The harness "${harnessId}" is archived.`, harness, {
        code: 'harness.archived',
      });
    }
    await checkVersions(tx, harnessId, input.version, asked?.version ?? null);
    await lockLabel(tx, harnessId, name);
    const before = await getLabel(tx, harnessId, name);
    const to = asked && experimentOf(before, input.version, asked);
    const kind = await moveKindOf(tx, harnessId, name, before, input);
    const at = nowIso();
    const [labelRow] = await tx.query<LabelRow>(
      `UPDATE labels SET version = ?, split_version = ?, split_percent = ?, split_guardrails = ?,
         split_experiment = ?, updated_at = ?, updated_by = ?
       WHERE harness_id = ? AND name = ? RETURNING *`,
      [
        input.version,
        to?.version ?? null,
        to?.percent ?? null,
        packGuardrails(to),
        packExperiment(to),
        at,
        input.actor,
        harnessId,
        name,
      ],
    );
    const move = await insertMove(tx, {
      harnessId,
      name,
      at,
      actor: input.actor,
      reason,
      from: { version: before.version, split: before.split },
      to: { version: input.version, split: to },
      kind,
    });
    const label = toLabel(labelRow!);
    const served = to ? [input.version, to.version] : [input.version];
    const layers = await endOutgrownLayers(tx, before, served, input.actor);
    await appendAudit(tx, {
      actor: input.actor,
      harnessId,
      action: kind === 'rollback' ? 'label.rollback' : 'label.move',
      entity: `label/${name}`,
      before: { version: before.version, split: before.split },
      after: { version: label.version, split: label.split, reason },
    });
    await announceLabelMove(tx, {
      harnessId,
      label: name,
      version: input.version,
      // Agents need the salt to hash keys as the server does (additive).
      split: to && servedSplitOf(to),
      holdout: before.holdout ?? null,
      ...(layers && { layers }),
      moveId: move.id,
      at,
      actor: input.actor,
      ...input.announce,
    });
    return { label, move };
  });
}

/** A label's history (or every label's), newest first, in pages. */
export async function listLabelMoves(
  db: Db,
  harnessId: string,
  filter: PageRequest & { label?: string } = {},
): Promise<Page<LabelMove>> {
  const limit = checkLimit(filter.limit);
  const after = decodeCursor<[number]>(filter.cursor, ['number']);
  await getHarness(db, harnessId);
  const where = ['harness_id = ?'];
  const params: Array<string | number> = [harnessId];
  if (filter.label !== undefined) {
    where.push('label = ?');
    params.push(filter.label);
  }
  if (after) {
    where.push('id < ?');
    params.push(after[0]);
  }
  const rows = await db.query<MoveRow>(
    `SELECT * FROM label_moves WHERE ${where.join(' AND ')} ORDER BY id DESC LIMIT ?`,
    [...params, limit + 1],
  );
  return toPage(rows, limit, toMove, (r) => [Number(r.id)]);
}
