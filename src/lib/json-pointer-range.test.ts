import { describe, expect, it } from 'vitest';
import { jsonPointerRange, nearestPointerRange } from './json-pointer-range';

const text = `{
  "type": "object",
  "properties": {
    "a/b": { "type": "strin" },
    "list": [1, { "x": true }]
  }
}`;

const at = (r: { start: number; end: number } | undefined) =>
  r ? text.slice(r.start, r.end) : undefined;

describe('jsonPointerRange', () => {
  it('finds a nested value and its key', () => {
    const r = jsonPointerRange(text, '/properties/a~1b/type');
    expect(at(r?.value)).toBe('"strin"');
    expect(at(r?.key)).toBe('"type"');
  });

  it('walks arrays by index', () => {
    expect(at(jsonPointerRange(text, '/properties/list/1/x')?.value)).toBe('true');
  });

  it('gives the whole text for the empty pointer', () => {
    expect(jsonPointerRange(text, '')?.value).toEqual({ start: 0, end: text.length });
  });

  it('is null for a missing member or broken JSON', () => {
    expect(jsonPointerRange(text, '/nope')).toBeNull();
    expect(jsonPointerRange('{"a": ', '/a')).toBeNull();
  });

  it('falls back to the nearest parent', () => {
    expect(at(nearestPointerRange(text, '/properties/list/7')?.key)).toBe('"list"');
  });
});

describe('a text with a syntax error elsewhere', () => {
  // A missing comma after "type" and a half-typed value at the end: JSON.parse refuses it.
  const broken = `{
  "type": "object"
  "properties": {
    "a~b": { "type": "strin" },
    "list": [1, { "x": true }]
  },
  "required": [tru
}`;
  const inBroken = (r: { start: number; end: number } | undefined) =>
    r ? broken.slice(r.start, r.end) : undefined;

  it('keeps pointers on their fields', () => {
    expect(() => JSON.parse(broken) as unknown).toThrow();
    const r = jsonPointerRange(broken, '/properties/a~0b/type');
    expect(inBroken(r?.value)).toBe('"strin"');
    expect(inBroken(r?.key)).toBe('"type"');
    expect(inBroken(jsonPointerRange(broken, '/properties/list/1/x')?.value)).toBe('true');
    expect(inBroken(jsonPointerRange(broken, '/type')?.value)).toBe('"object"');
  });

  it('falls back to the nearest field that is there', () => {
    expect(jsonPointerRange(broken, '/properties/a~0b/minLength')).toBeNull();
    expect(inBroken(nearestPointerRange(broken, '/properties/a~0b/minLength')?.key)).toBe('"a~b"');
    expect(inBroken(nearestPointerRange(broken, '/properties/list/9')?.key)).toBe('"list"');
    // "01" is not an array index: the array itself is the nearest place.
    expect(inBroken(nearestPointerRange(broken, '/properties/list/01')?.key)).toBe('"list"');
    expect(nearestPointerRange(broken, '/nope')?.value.start).toBe(0);
    expect(nearestPointerRange('', '/a')).toBeNull();
  });
});
