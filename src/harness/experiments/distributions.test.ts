import { describe, expect, it } from 'vitest';
import { normalCdf, normalQuantile } from './distributions';

describe('normalQuantile', () => {
  // Reference values: Python's statistics.NormalDist().inv_cdf (Wichura's AS 241, ~1e-16).
  const table: [number, number][] = [
    [0.975, 1.9599639845400536],
    [0.8, 0.8416212335729144],
    [0.95, 1.6448536269514715],
    [0.9, 1.2815515655446008],
    [0.99, 2.3263478740408408],
    [0.999, 3.090232306167813],
    [0.3, -0.5244005127080407],
    [0.2, -0.8416212335729142],
    [0.025, -1.9599639845400538],
    // Acklam's switch between the centre and the tail.
    [0.02425, -1.9729610513118845],
    [1e-6, -4.753424308822899],
  ];

  it('matches reference quantiles to better than 1e-8', () => {
    for (const [p, z] of table) expect(Math.abs(normalQuantile(p) - z)).toBeLessThan(1e-8);
    expect(normalQuantile(0.975)).toBeCloseTo(1.959964, 6);
    expect(normalQuantile(0.8)).toBeCloseTo(0.841621, 6);
  });

  it('is exactly 0 at one half and antisymmetric', () => {
    expect(normalQuantile(0.5)).toBe(0);
    for (const p of [0.001, 0.01, 0.1, 0.4]) {
      expect(normalQuantile(p) + normalQuantile(1 - p)).toBeCloseTo(0, 9);
    }
  });

  it('inverts normalCdf (to the CDF’s own 1.2e-7)', () => {
    for (const z of [-3, -1.5, -0.2, 0.7, 2.5]) {
      expect(normalQuantile(normalCdf(z))).toBeCloseTo(z, 5);
    }
  });

  it('gives ±∞ at the ends and NaN for NaN', () => {
    expect(normalQuantile(0)).toBe(-Infinity);
    expect(normalQuantile(1)).toBe(Infinity);
    expect(normalQuantile(-0.1)).toBe(-Infinity);
    expect(normalQuantile(Number.NaN)).toBeNaN();
  });
});
