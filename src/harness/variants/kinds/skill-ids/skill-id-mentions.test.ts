import { describe, expect, it } from 'vitest';
import { skillIdMentionRewriter } from './skill-id-mentions';

const renames = new Map([
  ['coupon-push', 'voucher-offer'],
  ['coupon', 'skill-00aa'],
  ['greeting', 'welcome'],
]);
const rename = skillIdMentionRewriter(renames);

describe('skillIdMentionRewriter', () => {
  it('follows a hyphenated id as a whole token, next to Chinese text and punctuation too', () => {
    expect(rename('观众问券时按coupon-push技能做。')).toBe('观众问券时按voucher-offer技能做。');
    expect(rename('See coupon-push.')).toBe('See voucher-offer.');
    expect(rename('(coupon-push, then greeting)')).toBe('(voucher-offer, then greeting)');
  });

  it('leaves longer ids, tool names, paths, files and properties alone', () => {
    for (const text of [
      'coupon-push-extra',
      'old-coupon-push',
      'coupon-push_tool',
      'https://shop.example/coupon-push',
      'coupon-push.md',
      'x.coupon-push',
    ]) {
      expect(rename(text)).toBe(text);
    }
  });

  it('follows a one-word id only in a code span or quotes', () => {
    expect(rename('Give a short greeting.')).toBe('Give a short greeting.');
    expect(rename('Use `greeting` first, then "coupon".')).toBe(
      'Use `welcome` first, then "skill-00aa".',
    );
    expect(rename('先用「greeting」技能')).toBe('先用「welcome」技能');
    expect(rename('`greeting"')).toBe('`greeting"');
  });

  it('never touches a template variable, and renames all at once (no chains)', () => {
    expect(rename('{{greeting}} {{ shop.greeting }} `greeting`')).toBe(
      '{{greeting}} {{ shop.greeting }} `welcome`',
    );
    const swap = new Map([
      ['a-b', 'c-d'],
      ['c-d', 'a-b'],
    ]);
    expect(skillIdMentionRewriter(swap)('a-b then c-d')).toBe('c-d then a-b');
  });
});
