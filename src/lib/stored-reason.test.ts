import { describe, expect, it } from 'vitest';
import { storedReason } from './stored-reason';
import { systemNote } from './actor-name';

describe('a reason the server wrote', () => {
  it('is said in Chinese on the zh-CN page, the person’s words kept', () => {
    expect(storedReason('zh-CN', 'Change request 1: 双12 开场')).toBe('变更申请 #1：双12 开场');
    expect(storedReason('zh-CN', 'Scheduled (schedule 1): Change request 1: 双12 开场')).toBe(
      '按排期上线（排期 1）：变更申请 #1：双12 开场',
    );
    expect(
      systemNote(
        'zh-CN',
        'scheduler',
        'Schedule 1 ended: back to what it served before. Change request 2: 限时',
      ),
    ).toBe('排期 1 已结束：恢复为之前提供的版本。变更申请 #2：限时');
  });

  it('stays the server’s sentence in English, and a person’s own reason stays as written', () => {
    expect(storedReason('en', 'Scheduled (schedule 1): Change request 1: x')).toBe(
      'Scheduled (schedule 1): Change request 1: x',
    );
    expect(storedReason('zh-CN', '修正价格')).toBe('修正价格');
  });
});
