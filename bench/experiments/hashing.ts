import { chiSquareUpperTail } from '../../src/harness/experiments';
import { inSplit, type SplitShape } from '../../src/harness/split';
import type { LabelSplit } from '../../src/harness/records';
import { experimentOf } from '../../server/modules/labels/split-experiment';
import {
  freeBucketsOf,
  layerSaltOf,
  layersOfViewer,
  type ServedLayerExperiment,
} from '../../src/harness/experiments/layers';
import { seeded } from './simulate';

// What the salted split hash promises: a ramp only moves viewers into the
// treatment, and two experiments running at once assign their arms independently. Layers:
// two experiments of one layer share no viewer, and two layers' overlap is the shares' product.

/** An experiment id as the server makes them (`exp_` + 16 hex digits), from a seed. */
export function experimentIdOf(seed: number): string {
  const next = seeded(seed);
  const hex = Array.from({ length: 16 }, () => Math.floor(next() * 16).toString(16)).join('');
  return `exp_${hex}`;
}

const keysOf = (n: number, prefix: string) => Array.from({ length: n }, (_, i) => `${prefix}-${i}`);

export interface RampStep {
  from: number;
  to: number;
  /** Viewers in the treatment before the step and in the control after it (must be 0). */
  toControl: number;
  /** Viewers moved from the control to the treatment. */
  toTreatment: number;
  /** What the share increase predicts: keys × (to − from) / 100. */
  expected: number;
  /** The binomial standard deviation of `toTreatment` around `expected`. */
  sd: number;
}

/**
 * A split ramped through `percents` (5 → 20 → 50) over `keys` viewer keys. Each step is the
 * split the label store would keep (`experimentOf`: same versions, a higher percent, so the
 * experiment id and salt stay); every key's arm is compared before and after.
 */
export function ramp(
  percents: number[],
  keys: number,
  salt: string,
): { salt: string | null; steps: RampStep[] } {
  const viewers = keysOf(keys, 'ramp-viewer');
  let split: LabelSplit = { version: 2, percent: percents[0]!, experimentId: salt, salt };
  let treated = viewers.map((k) => inSplit(split, k));
  const steps: RampStep[] = [];
  for (const percent of percents.slice(1)) {
    const before = split;
    split = experimentOf({ version: 1, split: before }, 1, { version: 2, percent });
    if (split.salt !== salt) throw new Error(`The ramp to ${percent}% changed the salt.`);
    const now = viewers.map((k) => inSplit(split, k));
    let toControl = 0;
    let toTreatment = 0;
    now.forEach((t, i) => {
      if (treated[i] && !t) toControl++;
      if (!treated[i] && t) toTreatment++;
    });
    const p = (percent - before.percent) / 100;
    steps.push({
      from: before.percent,
      to: percent,
      toControl,
      toTreatment,
      expected: keys * p,
      sd: Math.sqrt(keys * p * (1 - p)),
    });
    treated = now;
  }
  return { salt: split.salt ?? null, steps };
}

export interface Crossing {
  /** Viewers by arm in experiment 1 (rows: control, treatment) and 2 (columns). */
  table: [[number, number], [number, number]];
  /** Pearson's chi-square of independence (1 degree of freedom) and its p-value. */
  chiSquare: number;
  pValue: number;
  /** Viewers in both treatments, and what independence predicts: n · p1 · p2. */
  both: number;
  expectedBoth: number;
}

/** Pearson's chi-square test of independence of a 2 × 2 table (no continuity correction). */
export function independence(table: Crossing['table']): { chiSquare: number; pValue: number } {
  const n = table[0][0] + table[0][1] + table[1][0] + table[1][1];
  const rows = [table[0][0] + table[0][1], table[1][0] + table[1][1]];
  const cols = [table[0][0] + table[1][0], table[0][1] + table[1][1]];
  let chiSquare = 0;
  for (const i of [0, 1])
    for (const j of [0, 1]) {
      const expected = (rows[i]! * cols[j]!) / n;
      // A margin of 0: that cell says nothing about dependence.
      if (expected > 0) chiSquare += (table[i]![j]! - expected) ** 2 / expected;
    }
  return { chiSquare, pValue: chiSquareUpperTail(chiSquare, 1) };
}

/** The same `viewers` keys served by two experiments' splits at once: their arms crossed. */
export function crossing(first: SplitShape, second: SplitShape, viewers: number): Crossing {
  const table: Crossing['table'] = [
    [0, 0],
    [0, 0],
  ];
  for (const key of keysOf(viewers, 'shared-viewer')) {
    table[inSplit(first, key) ? 1 : 0][inSplit(second, key) ? 1 : 0]++;
  }
  const { chiSquare, pValue } = independence(table);
  return {
    table,
    chiSquare,
    pValue,
    both: table[1][1],
    expectedBoth: (viewers * first.percent * second.percent) / 10_000,
  };
}

/** A running layer experiment as serving reads it, its buckets placed first fit as the store does. */
function layerExperiment(
  layer: string,
  share: number,
  seed: number,
  running: ServedLayerExperiment[],
): ServedLayerExperiment {
  const from = freeBucketsOf(running, share);
  if (from === null) throw new Error(`No ${share} free buckets left in the layer ${layer}.`);
  const experimentId = experimentIdOf(seed);
  return {
    experimentId,
    layer,
    layerSalt: layerSaltOf('bench-layers', 'production', layer),
    from,
    share,
    percent: 50,
    salt: experimentId,
    version: 2,
    changes: [{ kind: 'skill', key: layer }],
  };
}

export interface OneLayer {
  shares: [number, number];
  /** Viewers in each experiment, and in both (must be 0: their buckets never overlap). */
  inFirst: number;
  inSecond: number;
  inBoth: number;
}

/** Two experiments holding `shares` of one layer, over `keys` viewer keys (`layersOfViewer`). */
export function oneLayer(shares: [number, number], keys: number): OneLayer {
  const first = layerExperiment('copy', shares[0], 71, []);
  const second = layerExperiment('copy', shares[1], 72, [first]);
  const out: OneLayer = { shares, inFirst: 0, inSecond: 0, inBoth: 0 };
  for (const key of keysOf(keys, 'layer-viewer')) {
    const ids = new Set(layersOfViewer([first, second], key).map((l) => l.experimentId));
    if (ids.has(first.experimentId)) out.inFirst++;
    if (ids.has(second.experimentId)) out.inSecond++;
    if (ids.size === 2) out.inBoth++;
  }
  return out;
}

export interface TwoLayers {
  shares: [number, number];
  /** Viewers by whether they are in the first layer's experiment (rows) and the second's. */
  table: Crossing['table'];
  /** In both, and what the product of the shares predicts: n · s1 · s2. */
  both: number;
  expectedBoth: number;
  /** Chi-square of the four cells against the shares' products (3 df), and its p-value. */
  fit: { chiSquare: number; pValue: number };
  /** Chi-square of independence of the table (1 df), and its p-value. */
  independence: { chiSquare: number; pValue: number };
}

/** One experiment in each of two layers of one label, over the same `keys` viewer keys. */
export function twoLayers(shares: [number, number], keys: number): TwoLayers {
  const first = layerExperiment('copy', shares[0], 81, []);
  const second = layerExperiment('model', shares[1], 82, []);
  const table: Crossing['table'] = [
    [0, 0],
    [0, 0],
  ];
  for (const key of keysOf(keys, 'layer-viewer')) {
    const ids = new Set(layersOfViewer([first, second], key).map((l) => l.experimentId));
    table[ids.has(first.experimentId) ? 1 : 0][ids.has(second.experimentId) ? 1 : 0]++;
  }
  const [p1, p2] = [shares[0] / 100, shares[1] / 100];
  let chiSquare = 0;
  for (const i of [0, 1])
    for (const j of [0, 1]) {
      const expected = keys * (i ? p1 : 1 - p1) * (j ? p2 : 1 - p2);
      chiSquare += (table[i]![j]! - expected) ** 2 / expected;
    }
  return {
    shares,
    table,
    both: table[1][1],
    expectedBoth: keys * p1 * p2,
    fit: { chiSquare, pValue: chiSquareUpperTail(chiSquare, 3) },
    independence: independence(table),
  };
}
