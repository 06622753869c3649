import { describe, expect, it } from 'vitest';
import { translate } from './translate';

describe('translate with plural forms', () => {
  it('picks the English form by count', () => {
    expect(translate('en', 'tests.progressValue', { done: 1, count: 1 })).toBe('1 of 1 case done');
    expect(translate('en', 'tests.progressValue', { done: 0, count: 2 })).toBe('0 of 2 cases done');
    expect(translate('en', 'tests.progressValue', { done: 0, count: 0 })).toBe('0 of 0 cases done');
    expect(translate('en', 'status.errors', { count: 1 })).toBe('1 error');
    expect(translate('en', 'status.warnings', { count: 3 })).toBe('3 warnings');
    expect(translate('en', 'diff.changes', { count: 0 })).toBe('0 changed parts');
  });

  it('uses the one Chinese form for every count', () => {
    expect(translate('zh-CN', 'tests.progressValue', { done: 1, count: 1 })).toBe(
      '已完成 1 / 1 个用例',
    );
    expect(translate('zh-CN', 'status.errors', { count: 1 })).toBe('1 个错误');
    expect(translate('zh-CN', 'status.errors', { count: 2 })).toBe('2 个错误');
  });

  it('leaves no "(s)" in any message', async () => {
    const [{ en }, { zhCN }] = await Promise.all([import('./en'), import('./zh-cn')]);
    const texts = [...Object.values(en), ...Object.values(zhCN)].flatMap((m) =>
      typeof m === 'string' ? [m] : Object.values(m),
    );
    expect(texts.filter((text) => /\w\(s\)/.test(text))).toEqual([]);
  });

  it('asks for a count where the message has plural forms', () => {
    // @ts-expect-error a plural message needs its count
    expect(translate('en', 'status.errors')).toBe('{count} errors');
    expect(translate('en', 'common.add')).toBe('Add');
  });
});
