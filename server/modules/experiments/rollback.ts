import type { Db } from '../../db/db';
import { appendAudit } from '../audit/audit-store';
import { getLabel, moveLabel } from '../labels/label-store';
import { emitReleaseEvent } from '../webhooks/emit-event';
import type { GuardrailStatus } from '../../../src/harness/experiments';
import type { ExperimentWindow } from './experiment-window';

/** Who moves a label back when a guardrail breaks: no person did. */
export const SYSTEM_ACTOR = 'system';

/**
 * Moves the label back to its own (control) version, dropping the split, and records why:
 * one transaction holds the move, its audit record and an `experiment.rollback` audit record
 * with the figures; the move's event carries them too, and a `guardrail.rollback` webhook
 * event is queued with them. Does nothing (returns null) when the
 * label no longer has the split that was judged: someone moved it meanwhile.
 */
export async function rollBack(
  db: Db,
  w: ExperimentWindow,
  breaches: GuardrailStatus[],
): Promise<{ moveId: number } | null> {
  return db.transaction(async (tx) => {
    // A no-op write locks the label row on PostgreSQL: two instances' checkers roll back once.
    await tx.run('UPDATE labels SET name = name WHERE harness_id = ? AND name = ?', [
      w.harnessId,
      w.label,
    ]);
    const label = await getLabel(tx, w.harnessId, w.label);
    const same =
      label.version === w.control &&
      label.split?.version === w.treatment &&
      label.split.percent === w.percent;
    if (!same || !label.split) return null;
    // The whole split it ended (experiment, salt, guardrails), as every other move records it.
    const fromSplit = label.split;
    const reason =
      `Guardrail breached, rolled back to v${w.control} by the system: ` +
      breaches.map((b) => b.summary).join(' ');
    const { move } = await moveLabel(tx, w.harnessId, w.label, {
      version: w.control,
      split: null,
      reason: reason.slice(0, 1_000),
      actor: SYSTEM_ACTOR,
      announce: {
        rollback: {
          fromSplit,
          breaches: breaches.map((b) => ({ kind: b.guardrail.kind, summary: b.summary })),
        },
      },
    });
    await appendAudit(tx, {
      actor: SYSTEM_ACTOR,
      harnessId: w.harnessId,
      action: 'experiment.rollback',
      entity: `label/${w.label}`,
      before: { version: w.control, split: label.split },
      after: { at: move.at, moveId: move.id, fromSplit, breaches },
    });
    // Webhooks hear of it in the same transaction: announced if and only if it happened.
    await emitReleaseEvent(tx, {
      harnessId: w.harnessId,
      type: 'guardrail.rollback',
      data: {
        harnessId: w.harnessId,
        label: w.label,
        version: w.control,
        fromSplit,
        breaches: breaches.map((b) => ({ kind: b.guardrail.kind, summary: b.summary })),
        moveId: move.id,
        at: move.at,
      },
    });
    return { moveId: move.id };
  });
}
