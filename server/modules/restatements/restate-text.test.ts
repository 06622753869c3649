import { describe, expect, it } from 'vitest';
import { readRestatement, restateRequest, RESTATE_SYSTEM_MESSAGE } from './restate-text';

describe('readRestatement', () => {
  it('drops thinking, wrapping fences and quotes the source did not have', () => {
    expect(readRestatement('<think>hmm {x}</think>\n  新的说法  ', '旧的说法')).toBe('新的说法');
    expect(readRestatement('```markdown\n1. 先问\n2. 再答\n```', '1. 问\n2. 答')).toBe(
      '1. 先问\n2. 再答',
    );
    expect(readRestatement('“换个说法”', '原话')).toBe('换个说法');
  });

  it('keeps fences and quotes the source itself has', () => {
    expect(readRestatement('```js\nx\n```', '```js\ny\n```')).toBe('```js\nx\n```');
    expect(readRestatement('"quoted"', '"original"')).toBe('"quoted"');
  });
});

describe('restateRequest', () => {
  it('says what the text is, and leaves room for long ones', () => {
    const req = restateRequest('x'.repeat(100_000), 'skill.instructions');
    expect(req.messages[0]).toEqual({ role: 'system', content: RESTATE_SYSTEM_MESSAGE });
    expect(String(req.messages[1]!.content)).toMatch(/^Rewrite a skill’s instructions:\n\n/);
    expect(req.max_tokens).toBe(16_384);
  });
});
