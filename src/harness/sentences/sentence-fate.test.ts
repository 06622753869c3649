import { describe, expect, it } from 'vitest';
import { sentenceFate } from './sentence-fate';

describe('sentenceFate', () => {
  it('names each fate, the ending and a block first', () => {
    expect(sentenceFate({ outcome: 'continue', text: '好。', ending: true })).toBe('ending');
    expect(sentenceFate({ outcome: 'block', text: null })).toBe('blocked');
    expect(sentenceFate({ outcome: 'replace', text: '' })).toBe('dropped');
    expect(sentenceFate({ outcome: 'replace', text: '很好。' })).toBe('replaced');
    expect(sentenceFate({ outcome: 'continue', text: '好。' })).toBe('released');
  });
});
