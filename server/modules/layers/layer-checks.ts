import type { Db } from '../../db/db';
import { Conflict, invalidField } from '../../db/store-errors';
import type { Label } from '../labels/label-store';
import { servedVersions } from '../labels/serving-history';
import { approvalInForce } from '../labels/release-policy';
import { getVersionDocument } from '../versions/version-store';
import {
  freeBucketsOf,
  largestFreeRunOf,
  type LayerChange,
} from '../../../src/harness/experiments/layers';
import { layerChangesOf, sharedChangeOf } from '../../../src/harness/experiments/layer-compose';

// The checks a layer experiment's start makes, in the order the API promises (docs/api.md,
// "Layers"); each throws the refusal it answers. They read inside the start's transaction,
// with the label row locked, so what they checked is what the start writes against.

/** The treatment exists and the label serves a version: the one its changes are read against. */
export async function baseOf(tx: Db, label: Label, version: number): Promise<number> {
  const [found] = await tx.query<{ number: number }>(
    'SELECT number FROM versions WHERE harness_id = ? AND number = ?',
    [label.harnessId, version],
  );
  if (!found)
    throw invalidField('/version', 'layer.unknown_version', `There is no version ${version}.`);
  if (label.version === null) {
    throw new Conflict(`The label "${label.name}" serves no version yet.`, null, {
      code: 'label.unset',
    });
  }
  return label.version;
}

/** The entities the treatment changes against the label's version (never none). */
export async function changesOf(
  tx: Db,
  harnessId: string,
  base: number,
  version: number,
): Promise<LayerChange[]> {
  const changes = layerChangesOf(
    await getVersionDocument(tx, harnessId, base),
    await getVersionDocument(tx, harnessId, version),
  );
  if (changes.length === 0) {
    throw invalidField(
      '/version',
      'layer.no_change',
      `Version ${version} changes nothing against version ${base}, which the label serves.`,
    );
  }
  return changes;
}

/** The first bucket of a free run of `share` in the layer; `layer.full` when there is none. */
export function bucketsFor(label: Label, layer: string, share: number): number {
  const running = (label.layers ?? []).filter((e) => e.layer === layer);
  const from = freeBucketsOf(running, share);
  if (from !== null) return from;
  const free = largestFreeRunOf(running);
  throw new Conflict(
    `The layer "${layer}" has no ${share}% left in one run: at most ${free}% is free.`,
    null,
    { code: 'layer.full', free },
  );
}

const conflictOf = (other: { experimentId: string; layer: string }, change: LayerChange) =>
  new Conflict(
    `The ${change.kind} "${change.key}" is changed by experiment ${other.experimentId} (${other.layer}) already.`,
    null,
    {
      code: 'layer.conflict',
      experimentId: other.experimentId,
      layer: other.layer,
      kind: change.kind,
      key: change.key,
    },
  );

/**
 * No experiment of another layer, nor the label's running split, changes an entity this one
 * changes: a viewer in both would get one of the two changes and neither report would hold.
 * Experiments of the same layer share no viewer, so they may.
 */
export async function checkConflicts(
  tx: Db,
  label: Label,
  layer: string,
  changes: readonly LayerChange[],
): Promise<void> {
  for (const other of label.layers ?? []) {
    if (other.layer === layer) continue;
    const shared = sharedChangeOf(other.changes, changes);
    if (shared) throw conflictOf(other, shared);
  }
  const split = label.split;
  if (!split || label.version === null) return;
  const splitChanges = layerChangesOf(
    await getVersionDocument(tx, label.harnessId, label.version),
    await getVersionDocument(tx, label.harnessId, split.version),
  );
  const shared = sharedChangeOf(splitChanges, changes);
  if (shared) throw conflictOf({ experimentId: split.experimentId ?? '', layer: 'split' }, shared);
}

/**
 * On a label that needs approvals, a treatment must be a version the label served (the
 * holdout baseline's rule): anything new reaches its viewers through a change request.
 */
export async function checkApprovals(tx: Db, label: Label, version: number): Promise<void> {
  const rule = await approvalInForce(tx, label.harnessId, label.name);
  if (rule.required === 0) return;
  if ((await servedVersions(tx, label.harnessId, label.name, [version])).has(version)) return;
  throw new Conflict(
    `The label "${label.name}" needs ${rule.required} approval(s): a layer experiment's version must be one it served.`,
    null,
    { code: 'label.approvals_required' },
  );
}
