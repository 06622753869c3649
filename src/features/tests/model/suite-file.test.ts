import { describe, expect, it } from 'vitest';
import { formatOfFileName, formatOfText, lastViewerMessage } from './suite-file';

describe('lastViewerMessage', () => {
  it('is the last user turn', () => {
    expect(
      lastViewerMessage({
        conversation: [
          { role: 'user', content: '你好' },
          { role: 'assistant', content: '欢迎' },
          { role: 'user', content: '有优惠券吗' },
        ],
      }),
    ).toBe('有优惠券吗');
    expect(lastViewerMessage({ conversation: [] })).toBe('');
  });
});

describe('suite file format', () => {
  it('comes from the file name', () => {
    expect(formatOfFileName('suite.JSONL')).toBe('jsonl');
    expect(formatOfFileName('suite.yml')).toBe('yaml');
    expect(formatOfFileName('suite.yaml')).toBe('yaml');
    expect(formatOfFileName('suite.txt')).toBeNull();
  });

  it('is guessed from the text otherwise', () => {
    expect(formatOfText('  {"id":"a"}\n')).toBe('jsonl');
    expect(formatOfText('cases:\n  - id: a\n')).toBe('yaml');
  });
});
