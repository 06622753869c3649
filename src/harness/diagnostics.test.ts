import { describe, expect, it } from 'vitest';
import { fromPointer, sortDiagnostics, toPointer, warning, error } from './diagnostics';

describe('JSON pointers', () => {
  it('escape ~ and / as RFC 6901 says and read them back', () => {
    const path = ['tools', 0, 'parameters', 'a/b', 'c~d'];
    expect(toPointer(path)).toBe('/tools/0/parameters/a~1b/c~0d');
    expect(fromPointer(toPointer(path))).toEqual(['tools', '0', 'parameters', 'a/b', 'c~d']);
  });

  it('sort in document order with indexes as numbers', () => {
    const sorted = sortDiagnostics([
      error('/skills/10/id', 'b', ''),
      warning('/skills/2/id', 'a', ''),
      error('/skills/2', 'z', ''),
      error('/prompt', 'x', ''),
    ]);
    expect(sorted.map((d) => d.pointer)).toEqual([
      '/prompt',
      '/skills/2',
      '/skills/2/id',
      '/skills/10/id',
    ]);
  });
});
