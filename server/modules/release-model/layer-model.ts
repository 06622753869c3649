/**
 * The layers part of the reference model of releases: what each version's document holds (as
 * small variant numbers per entity, not as documents), the running layer experiments of each
 * label and what a start answers, written from docs/experiments.md ("Layers") and the layers
 * contract rather than from the server's code.
 */

/** The entities the run's versions differ in: `kind:key`, as a layer experiment's changes. */
export const ENTITIES = ['meta:meta', 'prompt:prompt', 'preferences:preferences', 'skill:greeting'];

/** Which variant of each entity a document holds (0: the sample's; meta: its approvals). */
export type Variants = Record<string, number>;

export type LayerLabel = 'staging' | 'production';

export interface ModelLayerExperiment {
  /** The server's id (random): learnt from the start's answer. */
  id: string;
  label: LayerLabel;
  layer: string;
  from: number;
  share: number;
  percent: number;
  base: number;
  version: number;
  changes: string[];
}

/** A label's running holdout (its salt is its id). */
export interface ModelHoldout {
  id: string;
  percent: number;
  version: number;
}

export interface LayersModel {
  /** The draft's variants: what the next version holds. */
  draft: Variants;
  /** Each version's variants. */
  variants: Map<number, Variants>;
  layers: ModelLayerExperiment[];
  /** Every layer experiment started this run: whether it runs, when the test saw it start. */
  history: { id: string; label: LayerLabel; running: boolean; seen: number }[];
  holdouts: Map<LayerLabel, ModelHoldout>;
  /** Labels that ran a layer experiment or a holdout: their viewers are looked at every step. */
  watched: Set<LayerLabel>;
  started: number;
  ended: number;
}

const variantsOf = (changed: Record<string, number>): Variants => ({
  'meta:meta': 1,
  'prompt:prompt': 0,
  'preferences:preferences': 0,
  'skill:greeting': 0,
  ...changed,
});

/** Version 1: the sample; 2: its prompt changed; 3: its preferences too (the draft after). */
export function initialLayers(): LayersModel {
  const v3 = variantsOf({ 'prompt:prompt': 1, 'preferences:preferences': 1 });
  return {
    draft: { ...v3 },
    variants: new Map([
      [1, variantsOf({})],
      [2, variantsOf({ 'prompt:prompt': 1 })],
      [3, v3],
    ]),
    layers: [],
    history: [],
    holdouts: new Map(),
    watched: new Set(),
    started: 0,
    ended: 0,
  };
}

/** The entities where two versions differ. */
export function changesBetween(m: LayersModel, base: number, version: number): string[] {
  const a = m.variants.get(base)!;
  const b = m.variants.get(version)!;
  return ENTITIES.filter((e) => a[e] !== b[e]);
}

const BUCKETS = 100;

/** Taken bucket ranges of a layer, in order. */
const taken = (running: ModelLayerExperiment[]) =>
  running.map((e) => [e.from, e.from + e.share] as const).sort((x, y) => x[0] - y[0]);

/** The first run of `share` free buckets (first fit), or null. */
export function firstFit(running: ModelLayerExperiment[], share: number): number | null {
  let start = 0;
  for (const [from, to] of taken(running)) {
    if (from - start >= share) return start;
    start = to;
  }
  return BUCKETS - start >= share ? start : null;
}

/** The largest run of free buckets. */
export function largestFree(running: ModelLayerExperiment[]): number {
  let start = 0;
  let largest = 0;
  for (const [from, to] of taken(running)) {
    largest = Math.max(largest, from - start);
    start = to;
  }
  return Math.max(largest, BUCKETS - start);
}

/** What a start answers: its refusal, or where it goes and what it changes. */
export type StartOutcome =
  | { status: 422; code: 'layer.unknown_version' | 'layer.no_change' }
  | { status: 409; code: 'layer.full'; free: number }
  | { status: 409; code: 'layer.conflict'; with: { id: string; layer: string }[]; shared: string[] }
  | { status: 409; code: 'label.approvals_required' }
  | { status: 201; from: number; base: number; changes: string[] };

export interface LabelNow {
  version: number;
  /** The running split: its version and the server's experiment id. */
  split: { version: number; experimentId: string } | null;
  /** The label needs approvals and the version is not one it served. */
  needsApprovals: boolean;
}

/**
 * A start's answer, the checks in the documented order: the version, what it changes, the
 * layer's free buckets, the other layers' and the split's changes, the approvals.
 */
export function predictStart(
  m: LayersModel,
  label: LayerLabel,
  now: LabelNow,
  layer: string,
  version: number,
  share: number,
): StartOutcome {
  if (!m.variants.has(version)) return { status: 422, code: 'layer.unknown_version' };
  const changes = changesBetween(m, now.version, version);
  if (changes.length === 0) return { status: 422, code: 'layer.no_change' };
  const mine = m.layers.filter((e) => e.label === label && e.layer === layer);
  const from = firstFit(mine, share);
  if (from === null) return { status: 409, code: 'layer.full', free: largestFree(mine) };
  const others = m.layers.filter(
    (e) => e.label === label && e.layer !== layer && e.changes.some((c) => changes.includes(c)),
  );
  if (others.length > 0) {
    const shared = [...new Set(others.flatMap((e) => e.changes))].filter((c) =>
      changes.includes(c),
    );
    const with_ = others.map((e) => ({ id: e.id, layer: e.layer }));
    return { status: 409, code: 'layer.conflict', with: with_, shared };
  }
  if (now.split) {
    const shared = changesBetween(m, now.version, now.split.version).filter((c) =>
      changes.includes(c),
    );
    if (shared.length > 0)
      return {
        status: 409,
        code: 'layer.conflict',
        with: [{ id: now.split.experimentId, layer: 'split' }],
        shared,
      };
  }
  if (now.needsApprovals) return { status: 409, code: 'label.approvals_required' };
  return { status: 201, from, base: now.version, changes };
}

/**
 * A move of `label` to serve `served` (its version and its split's) ends each running layer
 * experiment of it whose changed entities any of them holds otherwise than its base version.
 */
export function endOutgrown(m: LayersModel, label: LayerLabel, served: readonly number[]): void {
  const base = (e: ModelLayerExperiment) => m.variants.get(e.base)!;
  const outgrown = m.layers.filter(
    (e) =>
      e.label === label &&
      served.some((v) => e.changes.some((c) => m.variants.get(v)![c] !== base(e)[c])),
  );
  for (const e of outgrown) {
    m.history.find((h) => h.id === e.id)!.running = false;
    m.ended += 1;
  }
  m.layers = m.layers.filter((e) => !outgrown.includes(e));
}
