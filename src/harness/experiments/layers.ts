import { z } from 'zod';
import { entityKindSchema } from '../canonical/entities';
import { bucketOf } from '../split';
import { armSchema } from './arms';
import { experimentDesignSchema } from './design-schema';

// Layers: several experiments on one label at once. A layer is a name on a label; its salt
// puts each viewer in one bucket (0-99) of it, and each experiment in the layer holds its own
// range of buckets, so two experiments of one layer never share a viewer. Experiments in
// different layers hash with different salts, so their viewers overlap as chance says (the
// product of their shares). An experiment's treatment is a version; what it changes is the
// entities (skills, tools, the prompt...) where that version differs from the label's at the
// start, and a viewer in its treatment gets those entities on top of what the label serves
// them. Two layers may not change the same entity, or a viewer in both would get one of two
// changes and neither report would mean what it says.

/** A layer's name on its label. */
export const LAYER_NAME_PATTERN = /^[a-z0-9][a-z0-9-]{0,39}$/;

export const layerNameSchema = z
  .string()
  .regex(LAYER_NAME_PATTERN, 'Use 1-40 lower-case letters, digits or dashes.');

/** The buckets of a layer: a viewer is in exactly one of them. */
export const LAYER_BUCKETS = 100;

/** One entity an experiment changes: what its treatment serves in place of the label's. */
export const layerChangeSchema = z.object({
  kind: entityKindSchema,
  /** The entity's id (skill id, tool name...); the kind itself for the prompt and the like. */
  key: z.string(),
});

export type LayerChange = z.infer<typeof layerChangeSchema>;

/** `POST .../labels/{label}/layers/{layer}/experiments`: what to try and on how many. */
export const layerExperimentRequestSchema = experimentDesignSchema.extend({
  /** The treatment: its entities that differ from what the label serves now are the change. */
  version: z.int('Use a version number.').min(1, 'Use a version number.'),
  /** 1-100: the share of the layer's viewers in this experiment (free buckets of the layer). */
  share: z.int('Use a whole percent.').min(1, 'Use 1 to 100.').max(100, 'Use 1 to 100.'),
  /** 1-99: of those, the share in the treatment (the rest are its control). */
  percent: z.int('Use a whole percent.').min(1, 'Use 1 to 99.').max(99, 'Use 1 to 99.').default(50),
});

export type LayerExperimentRequest = z.input<typeof layerExperimentRequestSchema>;

/** A layer's experiment as the API answers it. */
export const layerExperimentSchema = experimentDesignSchema.extend({
  experimentId: z.string(),
  label: z.string(),
  layer: z.string(),
  /** What the layer's viewer keys are hashed with to find their bucket. */
  layerSalt: z.string(),
  /** Its buckets of the layer: `from` to `from + share - 1`. */
  from: z.int(),
  share: z.int(),
  /** Of its viewers, the share in the treatment, hashed with `salt` (the experiment id). */
  percent: z.int(),
  salt: z.string(),
  /** The label's version when it started: what the changes were read against. */
  baseVersion: z.int(),
  /** The treatment version its changed entities are served from. */
  version: z.int(),
  changes: z.array(layerChangeSchema),
  startedAt: z.string(),
  /** null while it runs. */
  endedAt: z.string().nullable(),
});

export type LayerExperiment = z.infer<typeof layerExperimentSchema>;

/** A layer of a label as `GET .../labels/{label}/layers` answers it. */
export const layerSchema = z.object({
  name: z.string(),
  salt: z.string(),
  /** Buckets (percent of the layer's viewers) no running experiment holds. */
  freeShare: z.int(),
  /** Its running experiments, by their first bucket. */
  experiments: z.array(layerExperimentSchema),
});

export type Layer = z.infer<typeof layerSchema>;

/** `GET .../labels/{label}/layers`: the layers with running experiments, and recent ended ones. */
export const labelLayersSchema = z.object({
  layers: z.array(layerSchema),
  /** Ended experiments of the label's layers, newest first (up to 20): their reports stay. */
  ended: z.array(layerExperimentSchema),
});

export type LabelLayers = z.infer<typeof labelLayersSchema>;

/** What serving (and the agent client) needs of a running layer experiment. */
export const servedLayerExperimentSchema = layerExperimentSchema.pick({
  experimentId: true,
  layer: true,
  layerSalt: true,
  from: true,
  share: true,
  percent: true,
  salt: true,
  version: true,
  changes: true,
});

export type ServedLayerExperiment = z.infer<typeof servedLayerExperimentSchema>;

/** A keyed viewer's place in one layer experiment. */
export const viewerLayerSchema = z.object({
  experimentId: z.string(),
  layer: z.string(),
  arm: armSchema,
});

export type ViewerLayer = z.infer<typeof viewerLayerSchema>;

/** A layer's salt: its harness, label and name, so two labels' layers of one name differ. */
export const layerSaltOf = (harnessId: string, label: string, layer: string) =>
  `layer:${harnessId}:${label}:${layer}`;

type Held = ReadonlyArray<Pick<ServedLayerExperiment, 'from' | 'share'>>;

/** The runs of buckets no running experiment of a layer holds, in order: [first, length]. */
function freeRunsOf(running: Held): Array<[number, number]> {
  const runs: Array<[number, number]> = [];
  let start = 0;
  for (const r of [...running].sort((a, b) => a.from - b.from)) {
    if (r.from > start) runs.push([start, r.from - start]);
    start = Math.max(start, r.from + r.share);
  }
  if (start < LAYER_BUCKETS) runs.push([start, LAYER_BUCKETS - start]);
  return runs;
}

/**
 * The first free run of `share` buckets in a layer, given its running experiments (first
 * fit); null when the layer has no such run left.
 */
export function freeBucketsOf(running: Held, share: number): number | null {
  return freeRunsOf(running).find(([, length]) => length >= share)?.[0] ?? null;
}

/** The longest run of free buckets: the largest share a start may still ask. */
export const largestFreeRunOf = (running: Held) =>
  Math.max(0, ...freeRunsOf(running).map(([, length]) => length));

/** The buckets free in a layer in all (not necessarily in one run). */
export const freeShareOf = (running: ReadonlyArray<Pick<ServedLayerExperiment, 'share'>>) =>
  LAYER_BUCKETS - running.reduce((sum, r) => sum + r.share, 0);

/**
 * The layer experiments a keyed viewer is in, and on which side of each: in each layer, the
 * one whose buckets hold the viewer's (at most one), then its own hash for the arm. Layers in
 * the order their experiments are given.
 */
export function layersOfViewer(
  experiments: readonly ServedLayerExperiment[],
  key: string,
): ViewerLayer[] {
  const out: ViewerLayer[] = [];
  const buckets = new Map<string, number>();
  for (const e of experiments) {
    let b = buckets.get(e.layerSalt);
    if (b === undefined) {
      b = bucketOf(key, e.layerSalt);
      buckets.set(e.layerSalt, b);
    }
    if (b < e.from || b >= e.from + e.share) continue;
    out.push({
      experimentId: e.experimentId,
      layer: e.layer,
      arm: bucketOf(key, e.salt) < e.percent ? 'treatment' : 'control',
    });
  }
  return out;
}
