import { z } from 'zod';
import { bucketOf, inSplit, type SplitShape } from './split';
import { layersOfViewer, type ServedLayerExperiment, type ViewerLayer } from './experiments/layers';

// A label's holdout: a share of viewers kept on one baseline version across every experiment
// and every later publish, so its report measures "all shipped changes vs none". It is an
// experiment of its own (kind "holdout", salt = its id): the held-out viewers are its control,
// everyone else its treatment. The decision lives here so the server and the agent client
// make it with the same code.

/** The largest share a holdout may keep back: past it the "shipped" arm stops being the product. */
export const HOLDOUT_MAX_PERCENT = 20;

/** `PUT .../labels/{label}/holdout`: the share held out and, optionally, the baseline. */
export const holdoutRequestSchema = z.strictObject({
  /** 1-20: the share of viewer keys held out. */
  percent: z.int().min(1).max(HOLDOUT_MAX_PERCENT),
  /** The version held-out viewers get; absent: the one the label serves now. */
  version: z.int().min(1).optional(),
});

export type HoldoutRequest = z.infer<typeof holdoutRequestSchema>;

/** A holdout as the API answers it. */
export const holdoutSchema = z.object({
  experimentId: z.string(),
  label: z.string(),
  percent: z.int(),
  /** The baseline: what held-out viewers are served while it runs. */
  version: z.int(),
  /** What viewer keys are hashed with: the experiment id. */
  salt: z.string(),
  startedAt: z.string(),
  /** null while it runs; once set, its viewers are served as everyone else. */
  endedAt: z.string().nullable(),
});

export type Holdout = z.infer<typeof holdoutSchema>;

/** What serving (and the agent client) needs of a running holdout. */
export const servedHoldoutSchema = holdoutSchema.pick({
  experimentId: true,
  percent: true,
  version: true,
  salt: true,
});

export type ServedHoldout = z.infer<typeof servedHoldoutSchema>;

/** The arm of a holdout a viewer is in: its control is `held_out`, its treatment `shipped`. */
export const HOLDOUT_ARMS = ['held_out', 'shipped'] as const;

/** What a delivery answer says of the holdout a keyed viewer was decided by. */
export const viewerHoldoutSchema = z.object({
  experimentId: z.string(),
  arm: z.enum(HOLDOUT_ARMS),
});

export type ViewerHoldout = z.infer<typeof viewerHoldoutSchema>;

/** Whether this key is held out: its bucket under the holdout's own salt is below the share. */
export function isHeldOut(holdout: Pick<ServedHoldout, 'percent' | 'salt'>, key: string): boolean {
  return bucketOf(key, holdout.salt) < holdout.percent;
}

/** How one viewer is served from a label. */
export interface ViewerServing {
  version: number;
  /** The side of the label's split, or null when the viewer is not in one. */
  split: 'treatment' | 'control' | null;
  /** The holdout's decision, or null when the label has none or the caller has no key. */
  holdout: ViewerHoldout | null;
  /** The layer experiments the viewer is in, and its side of each (none when held out). */
  layers: ViewerLayer[];
}

/** A label as serving reads it. */
export interface ServingLabel {
  version: number | null;
  split: SplitShape | null;
  holdout?: Pick<ServedHoldout, 'experimentId' | 'percent' | 'version' | 'salt'> | null;
  /** Its running layer experiments (absent: none). */
  layers?: readonly ServedLayerExperiment[] | null;
}

/**
 * The one decision of what a viewer gets: held out first (the holdout's baseline, and no
 * split or layer, whatever the label serves or splits later), otherwise the split's hash as
 * before, and the layers' experiments on top (`composeLayers` makes their document). A caller
 * without a key is in no experiment and gets the label's own version.
 */
export function serveViewer(label: ServingLabel, key?: string): ViewerServing | null {
  if (label.version === null) return null;
  const keyed = key !== undefined && key !== '';
  if (!keyed)
    return {
      version: label.version,
      split: label.split ? 'control' : null,
      holdout: null,
      layers: [],
    };
  const h = label.holdout;
  if (h && isHeldOut(h, key)) {
    return {
      version: h.version,
      split: null,
      holdout: { experimentId: h.experimentId, arm: 'held_out' },
      layers: [],
    };
  }
  const holdout = h ? { experimentId: h.experimentId, arm: 'shipped' as const } : null;
  const layers = label.layers?.length ? layersOfViewer(label.layers, key) : [];
  if (!label.split) return { version: label.version, split: null, holdout, layers };
  return inSplit(label.split, key)
    ? { version: label.split.version, split: 'treatment', holdout, layers }
    : { version: label.version, split: 'control', holdout, layers };
}
