import { describe, expect, it } from 'vitest';
import { summarize } from './percentiles';

describe('summarize', () => {
  it('skips answers that have no such timing (no text streamed)', () => {
    expect(summarize([100, null, 300, undefined, 200])).toEqual({ count: 3, p50: 200, p95: 300 });
  });
});
