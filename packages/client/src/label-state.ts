import { servedSplitOf } from '../../../src/harness/label-serving';
import { HOLDOUT_MAX_PERCENT } from '../../../src/harness/holdout';
import { LAYER_BUCKETS, type ServedLayerExperiment } from '../../../src/harness/experiments/layers';
import { agentLabelStateSchema, type AgentLabelState } from '../../../src/harness/resolved-harness';

/**
 * The label's version, the core's served split (`salt`: what keys are hashed with in this
 * experiment, null: the unsalted hash), the running holdout and layer experiments, if any;
 * the studio may send more of a split (guardrails, design), which is not kept.
 */
export type LabelState = AgentLabelState;

/**
 * Whether the layer experiments can be decided as the studio does: shares and percents in
 * range, buckets inside the layer, one salt per layer, and no two experiments of one layer
 * holding a bucket in common (a viewer would be in both, which the studio never does).
 */
function layersWellFormed(layers: readonly ServedLayerExperiment[]): boolean {
  const ids = new Set<string>();
  const byLayer = new Map<string, ServedLayerExperiment[]>();
  for (const e of layers) {
    if (ids.has(e.experimentId)) return false;
    ids.add(e.experimentId);
    if (e.share < 1 || e.share > LAYER_BUCKETS || e.percent < 1 || e.percent > 99) return false;
    if (e.from < 0 || e.from + e.share > LAYER_BUCKETS) return false;
    const same = byLayer.get(e.layer) ?? [];
    if (same.some((o) => o.layerSalt !== e.layerSalt)) return false;
    if (same.some((o) => e.from < o.from + o.share && o.from < e.from + e.share)) return false;
    byLayer.set(e.layer, [...same, e]);
  }
  return true;
}

/** What the client keeps of a label, read from `/labels` or a move event; null: malformed. */
export function labelStateOf(raw: {
  version?: unknown;
  split?: unknown;
  holdout?: unknown;
  layers?: unknown;
}): LabelState | null {
  const parsed = agentLabelStateSchema.safeParse({
    version: raw.version,
    split: raw.split ?? null,
    holdout: raw.holdout ?? undefined,
    layers: raw.layers ?? undefined,
  });
  if (!parsed.success) return null;
  const { version, split, holdout, layers } = parsed.data;
  // The split's share is 1-99 (as the studio sends it): outside it the arms are undefined.
  if (split && (split.percent < 1 || split.percent > 99)) return null;
  if (holdout && (holdout.percent < 1 || holdout.percent > HOLDOUT_MAX_PERCENT)) return null;
  if (layers && !layersWellFormed(layers)) return null;
  return {
    version,
    split: split ? servedSplitOf(split) : null,
    // Parsed, so only what deciding a viewer needs; absent when none runs, as before them.
    ...(holdout ? { holdout } : {}),
    ...(layers?.length ? { layers } : {}),
  };
}
