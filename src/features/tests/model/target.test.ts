import { describe, expect, it } from 'vitest';
import { parseTarget, targetOptions } from './target';

describe('parseTarget', () => {
  it('reads the three kinds of target', () => {
    expect(parseTarget('draft')).toEqual({ kind: 'draft' });
    expect(parseTarget('12')).toEqual({ kind: 'version', number: 12 });
    expect(parseTarget('label:production')).toEqual({ kind: 'label', name: 'production' });
  });

  it('refuses anything else', () => {
    expect(parseTarget('label:')).toBeNull();
    expect(parseTarget('0')).toBeNull();
    expect(parseTarget('v3')).toBeNull();
  });
});

describe('targetOptions', () => {
  it('lists the draft, production first, then versions newest first', () => {
    const options = targetOptions(
      [
        { name: 'staging', version: 2 },
        { name: 'production', version: null },
      ],
      [
        { number: 1, message: 'first' },
        { number: 3, message: 'third' },
      ],
    );
    expect(options.map((o) => o.value)).toEqual([
      'draft',
      'label:production',
      'label:staging',
      '3',
      '1',
    ]);
    expect(options[1]).toMatchObject({ version: null });
    expect(options[3]).toMatchObject({ message: 'third', ref: { kind: 'version', number: 3 } });
  });
});
