import { describe, expect, it } from 'vitest';
import { setAt } from './set-at';

describe('setAt', () => {
  it('replaces a nested value without touching the original', () => {
    const root = { binding: { type: 'fixture', responses: [1] }, name: 'x' };
    const next = setAt(root, '/binding/responses', [2]);
    expect(next).toEqual({ binding: { type: 'fixture', responses: [2] }, name: 'x' });
    expect(root.binding.responses).toEqual([1]);
  });

  it('removes a member set to undefined and walks arrays and escaped keys', () => {
    expect(setAt({ a: 1, b: 2 }, '/b', undefined)).toEqual({ a: 1 });
    expect(setAt({ list: [{ 'a/b': 1 }] }, '/list/0/a~1b', 5)).toEqual({ list: [{ 'a/b': 5 }] });
  });
});
