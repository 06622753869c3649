import { describe, expect, it } from 'vitest';
import { holdoutRequestSchema, isHeldOut, serveViewer, type ServingLabel } from './holdout';
import { bucketOf } from './split';

const holdout = { experimentId: 'exp_hold', percent: 10, version: 1, salt: 'exp_hold' };
const split = { version: 3, percent: 30, salt: 'exp_split' };
const label: ServingLabel = { version: 2, split, holdout };

/** Pearson's chi-square of observed counts against expected ones. */
const chiSquare = (observed: number[], expected: number[]) =>
  observed.reduce((sum, o, i) => sum + (o - expected[i]!) ** 2 / expected[i]!, 0);

describe('serveViewer', () => {
  it('serves a held-out key the baseline and no split, whatever the label serves', () => {
    const key = Array.from({ length: 1_000 }, (_, i) => `v${i}`).find((k) =>
      isHeldOut(holdout, k),
    )!;
    expect(bucketOf(key, 'exp_hold')).toBeLessThan(10);
    expect(serveViewer(label, key)).toEqual({
      version: 1,
      split: null,
      holdout: { experimentId: 'exp_hold', arm: 'held_out' },
      layers: [],
    });
    // A later publish and a later split change nothing for it.
    const later = { version: 7, split: { version: 8, percent: 99, salt: 'exp_later' }, holdout };
    expect(serveViewer(later, key)?.version).toBe(1);
    expect(serveViewer(later, key)?.split).toBeNull();
  });

  it('serves everyone else as the label serves, saying they shipped', () => {
    const key = Array.from({ length: 1_000 }, (_, i) => `v${i}`).find(
      (k) => !isHeldOut(holdout, k),
    )!;
    const got = serveViewer(label, key)!;
    expect(got.holdout).toEqual({ experimentId: 'exp_hold', arm: 'shipped' });
    expect(got.version).toBe(bucketOf(key, 'exp_split') < 30 ? 3 : 2);
    expect(got.split).toBe(got.version === 3 ? 'treatment' : 'control');
  });

  it('is as before without a holdout, and without a key is in no experiment', () => {
    expect(serveViewer({ version: 2, split: null }, 'k')).toEqual({
      version: 2,
      split: null,
      holdout: null,
      layers: [],
    });
    expect(serveViewer(label)).toEqual({
      version: 2,
      split: 'control',
      holdout: null,
      layers: [],
    });
    expect(serveViewer(label, '')?.holdout).toBeNull();
    expect(serveViewer({ version: null, split: null, holdout }, 'k')).toBeNull();
  });

  it('holds out about its share, and splits the rest by the split share independently', () => {
    const n = 20_000;
    let held = 0;
    let treated = 0;
    for (let i = 0; i < n; i++) {
      const s = serveViewer(label, `viewer-${i}`)!;
      if (s.holdout?.arm === 'held_out') held++;
      else if (s.split === 'treatment') treated++;
    }
    // One degree of freedom each: 10.83 is p = 0.001.
    expect(chiSquare([held, n - held], [n * 0.1, n * 0.9])).toBeLessThan(10.83);
    const rest = n - held;
    expect(chiSquare([treated, rest - treated], [rest * 0.3, rest * 0.7])).toBeLessThan(10.83);
  });
});

describe('holdoutRequestSchema', () => {
  it('takes a share of 1-20 and an optional version, nothing else', () => {
    expect(holdoutRequestSchema.safeParse({ percent: 5 }).success).toBe(true);
    expect(holdoutRequestSchema.safeParse({ percent: 20, version: 3 }).success).toBe(true);
    for (const bad of [{ percent: 0 }, { percent: 21 }, { percent: 2.5 }, { percent: 5, x: 1 }]) {
      expect(holdoutRequestSchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
  });
});
