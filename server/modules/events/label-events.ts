import type { Db } from '../../db/db';
import type { MoveRow } from '../labels/move-row';
import { unpackExperiment } from '../labels/split-experiment';
import type { LabelSplit, ServedSplit } from '../../../src/harness/label-serving';
import type { ServedHoldout } from '../../../src/harness/holdout';
import type { ServedLayerExperiment } from '../../../src/harness/experiments/layers';

/** The channel label moves are announced on (NOTIFY on PostgreSQL). */
export const LABEL_MOVES_CHANNEL = 'hs_label_moves';

export interface LabelMoveEvent {
  harnessId: string;
  label: string;
  version: number;
  /** With the experiment's id and salt, so agents hash keys as the server does. */
  split: ServedSplit | null;
  /** The label's running holdout; absent on a move replayed from the history (not kept there). */
  holdout?: ServedHoldout | null;
  /** The label's running layer experiments; absent when none runs (and on a replayed move). */
  layers?: ServedLayerExperiment[];
  moveId: number;
  at: string;
  actor: string;
  /**
   * Set when the guardrail checker moved the label back by itself: the split it ended and the
   * guardrails that broke, with their figures (server/modules/experiments/rollback.ts).
   */
  rollback?: {
    fromSplit: LabelSplit;
    breaches: Array<{ kind: string; summary: string }>;
  };
}

/**
 * Announces a move, delivered when the caller's transaction commits (dropped if it rolls
 * back). On PostgreSQL every API instance listening on the database hears it.
 */
export async function announceLabelMove(tx: Db, event: LabelMoveEvent): Promise<void> {
  await tx.publish(LABEL_MOVES_CHANNEL, JSON.stringify(event));
}

export interface LabelMoveOptions {
  /** Runs when moves may have been missed (PostgreSQL reconnected), before they are replayed. */
  onResync?: () => void;
}

/** Recently delivered move ids: a move both replayed and notified is delivered once. */
const REMEMBERED_MOVES = 1_000;

type ReplayedMove = Pick<
  MoveRow,
  | 'id'
  | 'harness_id'
  | 'label'
  | 'at'
  | 'actor'
  | 'to_version'
  | 'to_split_version'
  | 'to_split_percent'
  | 'to_split_experiment'
>;

/**
 * Calls `listener` for every label move (of one harness when `harnessId` is given), from
 * this instance or another. Resolves once listening, with the function that stops it.
 *
 * Notifications sent while PostgreSQL's listening connection was away are lost; when it is
 * back, `onResync` runs and the moves recorded since the last one heard are read from
 * label_moves and delivered in order, so event streams hear them too. (A move committed
 * out of id order exactly during the gap can still be missed by the replay; `onResync`
 * covers what caches hold.)
 */
export async function subscribeLabelMoves(
  db: Db,
  listener: (event: LabelMoveEvent) => void,
  filter: { harnessId?: string } = {},
  options: LabelMoveOptions = {},
): Promise<() => Promise<void>> {
  let lastId = 0;
  const delivered = new Set<number>();
  const deliver = (event: LabelMoveEvent) => {
    if (typeof event.moveId === 'number') {
      if (delivered.has(event.moveId)) return;
      delivered.add(event.moveId);
      if (delivered.size > REMEMBERED_MOVES) delivered.delete(delivered.values().next().value!);
      lastId = Math.max(lastId, event.moveId);
    }
    if (filter.harnessId !== undefined && event.harnessId !== filter.harnessId) return;
    listener(event);
  };
  let replaying: Promise<void> = Promise.resolve();
  const resync = () => {
    options.onResync?.();
    // One replay at a time: reconnects in quick succession must not deliver a move twice.
    replaying = replaying.then(async () => {
      try {
        for (const event of await movesAfter(db, lastId)) deliver(event);
      } catch (err) {
        console.error('[events] replaying missed label moves failed:', (err as Error).message);
      }
    });
  };
  const stop = await db.subscribe(
    LABEL_MOVES_CHANNEL,
    (payload) => {
      const event = parseEvent(payload);
      if (event) deliver(event);
    },
    resync,
  );
  try {
    const [row] = await db.query<{ id: number | null }>('SELECT MAX(id) AS id FROM label_moves');
    lastId = Math.max(lastId, Number(row?.id ?? 0));
  } catch (err) {
    await stop();
    throw err;
  }
  return stop;
}

function saltOf(json: string | null | undefined) {
  const { experimentId, salt } = unpackExperiment(json);
  return experimentId ? { experimentId, salt: salt ?? null } : {};
}

async function movesAfter(db: Db, id: number): Promise<LabelMoveEvent[]> {
  const rows = await db.query<ReplayedMove>(
    `SELECT id, harness_id, label, at, actor, to_version, to_split_version, to_split_percent,
       to_split_experiment
     FROM label_moves WHERE id > ? ORDER BY id`,
    [id],
  );
  return rows.map((r) => ({
    harnessId: r.harness_id,
    label: r.label,
    version: Number(r.to_version),
    split:
      r.to_split_version === null
        ? null
        : {
            version: Number(r.to_split_version),
            percent: Number(r.to_split_percent),
            ...saltOf(r.to_split_experiment),
          },
    moveId: Number(r.id),
    at: r.at,
    actor: r.actor,
  }));
}

// Another instance may run another release: ignore what we cannot read.
function parseEvent(payload: string): LabelMoveEvent | null {
  try {
    const e = JSON.parse(payload) as Partial<LabelMoveEvent>;
    if (typeof e.harnessId !== 'string' || typeof e.label !== 'string') return null;
    if (typeof e.version !== 'number') return null;
    return e as LabelMoveEvent;
  } catch {
    return null;
  }
}
