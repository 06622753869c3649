import { describe, expect, it } from 'vitest';
import { sameJson } from './same-json';

// The one equality of JSON values (the diff, the sample suite's fixtures): what JSON
// text would not show does not count, and every value equals itself.
describe('sameJson', () => {
  it('ignores key order and members that are undefined, as JSON text does', () => {
    expect(sameJson({ a: 1, b: [1, { c: 2 }] }, { b: [1, { c: 2 }], a: 1 })).toBe(true);
    expect(sameJson({ a: 1, b: undefined }, { a: 1 })).toBe(true);
    expect(sameJson({ a: 1 }, { a: 1, b: undefined })).toBe(true);
    expect(sameJson({ a: undefined }, { b: undefined })).toBe(true);
    expect(sameJson({ a: null }, {})).toBe(false);
  });

  it('is reflexive: NaN equals NaN, and nothing else', () => {
    expect(sameJson(NaN, NaN)).toBe(true);
    expect(sameJson({ x: [NaN] }, { x: [NaN] })).toBe(true);
    expect(sameJson(NaN, null)).toBe(false);
    expect(sameJson(NaN, 0)).toBe(false);
  });

  it('keeps array order and length, and 1 equals 1.0', () => {
    expect(sameJson([1, 2], [2, 1])).toBe(false);
    expect(sameJson([1], [1, undefined])).toBe(false);
    expect(sameJson(1, 1.0)).toBe(true);
    expect(sameJson('1', 1)).toBe(false);
  });
});
