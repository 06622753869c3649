import { describe, expect, it } from 'vitest';
import { diagnose, found } from './test-fixtures';

describe('banned words in the prompt', () => {
  it('warns when a section says a banned Chinese word', () => {
    const d = diagnose((doc) => {
      doc.prompt.sections[1]!.body = '告诉观众这是全网最好的面霜。';
    });
    expect(found(d, 'prompt.banned_word')).toEqual([
      { pointer: '/prompt/sections/1/body', code: 'prompt.banned_word', severity: 'warning' },
    ]);
    expect(d.find((x) => x.code === 'prompt.banned_word')?.message).toContain('"最好"');
  });

  it('matches Latin words whole and in any case', () => {
    const hit = diagnose((doc) => {
      doc.prompt.sections[0]!.body = 'Say it is the BEST cream.';
    });
    expect(found(hit, 'prompt.banned_word')).toHaveLength(1);
    const miss = diagnose((doc) => {
      doc.prompt.sections[0]!.body = 'Our bestseller is back.';
    });
    expect(found(miss, 'prompt.banned_word')).toEqual([]);
  });

  it('skips a section that injects {{bannedWords}}, since it lists them on purpose', () => {
    const d = diagnose((doc) => {
      doc.prompt.sections[1]!.body = 'Never say "best" or 最好. Full list: {{ bannedWords }}';
    });
    expect(found(d, 'prompt.banned_word')).toEqual([]);
  });

  it('accepts sections without banned words', () => {
    expect(
      found(
        diagnose(() => {}),
        'prompt.banned_word',
      ),
    ).toEqual([]);
  });

  it('treats regex characters in banned words literally', () => {
    const d = diagnose((doc) => {
      doc.settings!.bannedWords = ['No.1', '(100%)'];
      doc.prompt.sections[0]!.body = 'We are No 1 and 100% natural.';
    });
    expect(found(d, 'prompt.banned_word')).toEqual([]);
  });
});
