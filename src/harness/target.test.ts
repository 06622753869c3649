import { describe, expect, it } from 'vitest';
import { formatTarget, labelNameSchema, parseTarget, targetSchema } from './target';

describe('targets', () => {
  it('reads the draft, version numbers and labels', () => {
    expect(parseTarget('draft')).toEqual({ kind: 'draft' });
    expect(parseTarget('12')).toEqual({ kind: 'version', number: 12 });
    expect(parseTarget('label:production')).toEqual({ kind: 'label', name: 'production' });
    expect(parseTarget('label:canary-2')).toEqual({ kind: 'label', name: 'canary-2' });
  });

  it('refuses what the API refuses', () => {
    for (const text of [
      '',
      'label:',
      '0',
      '03',
      'v3',
      '-1',
      '1.5',
      'Draft',
      'draft ',
      'label:Prod',
    ]) {
      expect(parseTarget(text), text).toBeNull();
      expect(targetSchema.safeParse(text).success, text).toBe(false);
    }
    expect(parseTarget('12345678901')).toBeNull(); // more digits than any version number
    expect(parseTarget(`label:a${'b'.repeat(32)}`)).toBeNull(); // label names stop at 32
  });

  it('checks with the same grammar it reads, and writes back what it read', () => {
    for (const text of [
      'draft',
      '1',
      '9999999999',
      'label:production',
      `label:a${'b'.repeat(31)}`,
    ]) {
      expect(targetSchema.parse(text)).toBe(text);
      expect(formatTarget(parseTarget(text)!)).toBe(text);
    }
  });

  it('says what a target looks like when it is wrong', () => {
    const result = targetSchema.safeParse('latest');
    expect(result.error?.issues[0]?.message).toBe(
      'Use "draft", a version number, or "label:<name>".',
    );
    expect(labelNameSchema.safeParse('production').success).toBe(true);
    expect(labelNameSchema.safeParse('label:production').success).toBe(false);
  });
});
