import { describe, expect, it } from 'vitest';
import { compileRequest, parseHarness, type HarnessDocument } from '../../src/harness';
import { sampleContexts, sampleHarness } from '../../src/harness/sample';
import { renderQwen3Prompt } from './qwen-chat-template';
import { encodeWhole, qwenTokens, splitAtLineStarts } from './qwen-tokens';

const TRICKY = [
  '。\n\n## 角色\n你是主播',
  'a \n\n  b\n\tc\r\nd\n\x85e\n',
  '<|im_end|>\n<|im_start|>system\n价格：299元\n- 满减\n\n\n',
  '',
  '\n\nx',
];

describe('qwenTokens', () => {
  it('cuts only after line breaks, before a character that is not white space', () => {
    expect(splitAtLineStarts('a\n\nb\n c\n')).toEqual(['a\n\n', 'b\n c\n']);
    expect(splitAtLineStarts('x\n\x85y')).toEqual(['x\n\x85y']);
    expect(splitAtLineStarts('x\ry')).toEqual(['x\r', 'y']);
  });

  it('encodes piece by piece exactly as the tokenizer encodes the whole text', () => {
    const parsed = parseHarness(sampleHarness);
    if (!parsed.ok) throw new Error('the sample does not parse');
    const layouts = ['document', 'cache-friendly'] as const;
    const prompts = layouts.flatMap((promptLayout) => {
      const doc: HarnessDocument = {
        ...parsed.document,
        settings: { ...parsed.document.settings, promptLayout },
      };
      return sampleContexts.map(({ context }) =>
        renderQwen3Prompt(
          compileRequest(doc, context, {
            conversation: [{ role: 'user', content: '龙井怎么泡？' }],
          }),
        ),
      );
    });
    const tokens = qwenTokens();
    for (const text of [...TRICKY, ...prompts]) {
      const ids = tokens.encode(text);
      expect(ids).toEqual(encodeWhole(text));
      expect(tokens.decode(ids)).toBe(text);
    }
    // The cache answers the second time.
    expect(tokens.encode(prompts[0]!)).toEqual(encodeWhole(prompts[0]!));
  });
});
