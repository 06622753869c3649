import { describe, expect, it } from 'vitest';
import { diagnose, found } from './test-fixtures';

describe('merchant preferences', () => {
  it('warns about a brand term listed twice, ignoring case, spaces and full-width letters', () => {
    const d = diagnose((doc) => {
      doc.preferences.brandTerms!.push({ term: ' silkglow ' }, { term: 'ＳｉｌｋＧｌｏｗ' });
    });
    expect(found(d, 'preferences.duplicate_brand_term')).toEqual([
      {
        pointer: '/preferences/brandTerms/1/term',
        code: 'preferences.duplicate_brand_term',
        severity: 'warning',
      },
      {
        pointer: '/preferences/brandTerms/2/term',
        code: 'preferences.duplicate_brand_term',
        severity: 'warning',
      },
    ]);
  });

  it('accepts distinct brand terms', () => {
    const d = diagnose((doc) => {
      doc.preferences.brandTerms!.push({ term: 'SilkGlow Pro' });
    });
    expect(found(d, 'preferences.duplicate_brand_term')).toEqual([]);
  });
});
