import { describe, expect, it } from 'vitest';
import { targetOptions } from './target';

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
