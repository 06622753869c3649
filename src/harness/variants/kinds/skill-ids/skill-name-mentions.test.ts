import { describe, expect, it } from 'vitest';
import { skillNameMentionRewriter } from './skill-name-mentions';

describe('skillNameMentionRewriter', () => {
  const rename = skillNameMentionRewriter(
    new Map([
      ['推券', '发券'],
      ['发券', '领券指引'],
      ['Coupon help', 'Voucher guidance'],
    ]),
  );

  it('follows names in matching quotes, in one pass', () => {
    expect(rename('先「推券」再《发券》')).toBe('先「发券」再《领券指引》');
    expect(rename('Use "Coupon help" or `Coupon help`.')).toBe(
      'Use "Voucher guidance" or `Voucher guidance`.',
    );
    expect(rename("it's 'Coupon help' time")).toBe("it's 'Voucher guidance' time");
  });

  it('leaves bare words, mismatched quotes and longer quoted text alone', () => {
    for (const text of ['会推券。', '「推券”', '「推券技能」', 'Coupon help']) {
      expect(rename(text)).toBe(text);
    }
  });
});
