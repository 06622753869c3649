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
      error('/skills/10/id', 'schema.invalid_union', ''),
      warning('/skills/2/id', 'schema.invalid_key', ''),
      error('/skills/2', 'schema.not_object', ''),
      error('/prompt', 'schema.invalid_element', ''),
    ]);
    expect(sorted.map((d) => d.pointer)).toEqual([
      '/prompt',
      '/skills/2',
      '/skills/2/id',
      '/skills/10/id',
    ]);
  });
});
