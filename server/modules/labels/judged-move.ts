import type { z } from 'zod';
import type { Db } from '../../db/db';
import { conflict } from '../../http/problem';
import { appendAudit } from '../audit/audit-store';
import { publishGate } from '../test-runs/gate';
import { moveLabel, type Label, type LabelMove } from './label-store';
import { servedVersions } from './serving-history';
import { approvalInForce } from './release-policy';
import type { moveLabelBody } from './schema';

type MoveBody = z.infer<typeof moveLabelBody>;

/**
 * `PUT labels/{label}`: judges the approvals and the publish gate, moves the label and writes
 * the override records in one transaction, so a move never commits without the records that
 * let it through, nor a record without its move. The label row is locked first: the rule in
 * force and the gate are read for exactly what the move replaces.
 */
export async function judgedMove(
  db: Db,
  harnessId: string,
  label: string,
  body: MoveBody,
  actor: string,
): Promise<{ label: Label; move: LabelMove }> {
  return db.transaction(async (tx) => {
    await tx.run('UPDATE labels SET name = name WHERE harness_id = ? AND name = ?', [
      harnessId,
      label,
    ]);
    // A label that needs approvals moves through a change request; a rollback (to versions
    // it served before) stays possible, and an admin's override is audited with the move.
    const rule = await approvalInForce(tx, harnessId, label);
    const wanted = [body.version, ...(body.split ? [body.split.version] : [])];
    const served = await servedVersions(tx, harnessId, label, wanted);
    const unapproved = rule.required > 0 && !wanted.every((v) => served.has(v));
    if (unapproved && !body.override) {
      const route = `/api/v1/harnesses/${harnessId}/change-requests`;
      throw conflict(
        `The label "${label}" needs ${rule.required} approval(s): open a change request (POST ${route}).`,
        { code: 'label.approvals_required', route },
      );
    }
    // Only production is gated: staging is where versions go to be tested.
    const refusal = label === 'production' ? await publishGate(tx, harnessId, wanted) : null;
    if (refusal && !body.override) {
      const { detail, ...extra } = refusal;
      throw conflict(detail, extra);
    }
    const result = await moveLabel(tx, harnessId, label, {
      version: body.version,
      split: body.split ?? null,
      reason: body.reason,
      actor,
    });
    if (unapproved && body.override) {
      await appendAudit(tx, {
        actor,
        harnessId,
        action: 'approvals.override',
        entity: `label/${label}`,
        before: { required: rule.required },
        after: { version: body.version, reason: body.override.reason },
      });
    }
    if (refusal && body.override) {
      await appendAudit(tx, {
        actor,
        harnessId,
        action: 'gate.override',
        entity: `label/${label}`,
        before: refusal,
        after: { version: body.version, split: body.split ?? null, reason: body.override.reason },
      });
    }
    return result;
  });
}
