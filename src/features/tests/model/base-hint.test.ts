import { describe, expect, it } from 'vitest';
import { baseHint, type BaseHintInput } from './base-hint';

const input: BaseHintInput = {
  chosen: false,
  loading: false,
  productionVersion: 3,
  productionRunId: 'prod-run',
  headRunId: 'head',
  otherRuns: 2,
};

describe('baseHint', () => {
  it('explains the default base: production’s latest finished run', () => {
    expect(baseHint(input)).toEqual({ kind: 'default', version: 3 });
  });

  it('says nothing while loading or once the reader chose', () => {
    expect(baseHint({ ...input, loading: true })).toBeNull();
    expect(baseHint({ ...input, chosen: true })).toBeNull();
  });

  it('notices when this run is production’s latest', () => {
    expect(baseHint({ ...input, productionRunId: 'head' })).toEqual({ kind: 'is-production' });
    expect(baseHint({ ...input, productionRunId: 'head', otherRuns: 0 })).toEqual({
      kind: 'no-other-run',
    });
  });

  it('asks for a pick when production has no finished run, or says there is none', () => {
    expect(baseHint({ ...input, productionRunId: null })).toEqual({ kind: 'no-production-run' });
    expect(baseHint({ ...input, productionVersion: null, productionRunId: null })).toEqual({
      kind: 'no-production-run',
    });
    expect(baseHint({ ...input, productionRunId: null, otherRuns: 0 })).toEqual({
      kind: 'no-other-run',
    });
  });
});
