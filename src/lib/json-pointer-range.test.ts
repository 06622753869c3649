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
