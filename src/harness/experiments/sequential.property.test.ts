import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fixedHorizonUplift } from './fixed-horizon';
import { armTerm, logRatio, relativeUplift, type MeanStats } from './sequential';

const conv = (n: number, hits: number): MeanStats => ({ n, sum: hits, sumSq: hits, events: hits });

/** A control past the gates: 50 to n − 1 units with the event. */
const control = fc
  .integer({ min: 100, max: 200_000 })
  .chain((n) => fc.integer({ min: 50, max: n - 1 }).map((x) => conv(n, x)));
/** A treatment of any size past 30 units, from no event to all but one unit. */
const treatment = fc
  .integer({ min: 30, max: 50_000 })
  .chain((n) => fc.integer({ min: 0, max: n - 1 }).map((x) => ({ n, x })));
/** A value arm: `events` units with values summing to `sum`, Σv² at least (Σv)²/events. */
const valued = fc
  .record({
    n: fc.integer({ min: 30, max: 10_000 }),
    share: fc.double({ min: 0.01, max: 1, noNaN: true }),
    mean: fc.double({ min: 0.01, max: 1_000, noNaN: true }),
    spread: fc.double({ min: 1, max: 20, noNaN: true }),
  })
  .map(({ n, share, mean, spread }): MeanStats => {
    const events = Math.max(1, Math.floor(n * share));
    const sum = events * mean;
    return { n, sum, sumSq: (spread * sum * sum) / events, events };
  });

describe('the uplift interval, for any counts', () => {
  it('contains the observed uplift (always valid and fixed horizon)', () => {
    fc.assert(
      fc.property(control, treatment, (a, { n, x }) => {
        for (const ci of [relativeUplift(a, conv(n, x)), fixedHorizonUplift(a, conv(n, x))]) {
          expect(ci).not.toBeNull();
          expect(ci!.low).toBeLessThanOrEqual(ci!.estimate);
          expect(ci!.estimate).toBeLessThanOrEqual(ci!.high);
        }
      }),
    );
  });

  it('widens as the treatment arm shrinks at the same observed rate, with or without events', () => {
    fc.assert(
      fc.property(control, treatment, fc.integer({ min: 2, max: 20 }), (a, { n, x }, k) => {
        const width = (ci: { low: number; high: number } | null) => ci!.high - ci!.low;
        const small = conv(n, x);
        const large = conv(k * n, k * x);
        expect(width(relativeUplift(a, small))).toBeGreaterThan(width(relativeUplift(a, large)));
        expect(width(fixedHorizonUplift(a, small))).toBeGreaterThan(
          width(fixedHorizonUplift(a, large)),
        );
      }),
    );
  });

  it('gives an arm with no event a positive variance term, whichever arm it is', () => {
    fc.assert(
      fc.property(control, fc.integer({ min: 1, max: 100_000 }), (other, n) => {
        // The term is the same function for either arm: the empty one and the one it reads from.
        const empty = armTerm(conv(n, 0), other)!;
        expect(empty.term).toBeGreaterThan(0);
        expect(empty.mean).toBeGreaterThan(0);
        // In the log ratio, an empty treatment's term adds to the control's.
        if (n >= 30) {
          const v = logRatio(other, conv(n, 0))!.variance;
          expect(v).toBeCloseTo(armTerm(other, conv(n, 0))!.term + empty.term, 12);
          expect(v).toBeGreaterThan(armTerm(other, conv(n, 0))!.term + 1);
        }
      }),
    );
  });

  it('gives a value arm with no event a positive variance term too', () => {
    fc.assert(
      fc.property(valued, fc.integer({ min: 1, max: 100_000 }), (other, n) => {
        const t = armTerm({ n, sum: 0, sumSq: 0, events: 0 }, other)!;
        // 2K with K = x Σv²/(Σv)² >= 1 (Cauchy-Schwarz), up to rounding.
        expect(t.term).toBeGreaterThanOrEqual(2 - 1e-9);
        expect(t.mean).toBeGreaterThan(0);
      }),
    );
  });
});
