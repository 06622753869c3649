import { describe, expect, it } from 'vitest';
import { actorName, systemNote } from './actor-name';
import { entityRefLabel, enumLabel } from './enum-label';
import { SYSTEM_NOTES } from '../harness/sample/system-notes';

describe('enum values as words', () => {
  it('says a stored value in the reader’s words, in Chinese and in English', () => {
    expect(enumLabel('zh-CN', 'tone', 'energetic')).toBe('热情');
    expect(enumLabel('en', 'tone', 'energetic')).toBe('Energetic');
    expect(enumLabel('zh-CN', 'promotionType', 'flash_sale')).toBe('秒杀价');
    expect(enumLabel('zh-CN', 'promotionType', 'threshold')).toBe('满减');
    expect(enumLabel('zh-CN', 'role', 'publisher')).toBe('发布负责人');
    expect(enumLabel('zh-CN', 'language', 'zh-CN')).toBe('简体中文');
    expect(enumLabel('zh-CN', 'auditAction', 'label.move')).toBe('移动标签');
    expect(enumLabel('en', 'auditAction', 'overlay.floor_restored')).toBe(
      'Restored platform entries',
    );
  });

  it('keeps a value the catalogs do not know as it is, rather than hiding it', () => {
    expect(enumLabel('zh-CN', 'auditAction', 'robot.dance')).toBe('robot.dance');
    expect(entityRefLabel('zh-CN', 'robot/r2')).toBe('robot/r2');
  });

  it('says what an audit record touched as a kind in words and its id', () => {
    expect(entityRefLabel('zh-CN', 'promotion/baicha-flash-sale')).toBe('促销 baicha-flash-sale');
    expect(entityRefLabel('en', 'version/3')).toBe('version v3');
    expect(entityRefLabel('zh-CN', 'test-case')).toBe('测试用例');
  });
});

describe('who acted, and the notes the studio wrote', () => {
  it('names the studio’s own accounts in the reader’s language and people by name', () => {
    expect(actorName('zh-CN', 'system')).toBe('工作室（系统）');
    expect(actorName('en', 'command-line')).toBe('the command line');
    expect(actorName('zh-CN', 'olivia')).toBe('olivia');
  });

  it('translates the seed’s notes only when the studio wrote them', () => {
    expect(systemNote('zh-CN', 'system', SYSTEM_NOTES.sampleVersion)).toBe('示例茶铺的初始版本');
    expect(systemNote('zh-CN', 'system', SYSTEM_NOTES.shopOwnSettings)).toBe('本店自己的设置');
    expect(systemNote('zh-CN', 'olivia', SYSTEM_NOTES.sampleVersion)).toBe(
      SYSTEM_NOTES.sampleVersion,
    );
    expect(systemNote('zh-CN', 'system', '今晚的秒杀')).toBe('今晚的秒杀');
  });
});

describe('release words', () => {
  it('says request and schedule states, verdicts and schedule audit actions in both languages', () => {
    expect(enumLabel('zh-CN', 'changeRequestState', 'changes_requested')).toBe('需修改');
    expect(enumLabel('en', 'scheduleState', 'missed')).toBe('Missed');
    expect(enumLabel('zh-CN', 'reviewVerdict', 'approve')).toBe('批准');
    expect(enumLabel('zh-CN', 'auditAction', 'schedule.fire')).toBe('排期的移动已上线');
    expect(entityRefLabel('zh-CN', 'schedule/11')).toBe('排期 11');
  });

  it('names change-request, approval-override and overlay-review audit actions in Chinese', () => {
    expect(enumLabel('zh-CN', 'auditAction', 'change_request.approve')).toBe('批准变更申请');
    expect(enumLabel('zh-CN', 'auditAction', 'change_request.unschedule')).toBe(
      '取消变更申请的排期',
    );
    expect(enumLabel('zh-CN', 'auditAction', 'approvals.override')).toBe('未经批准移动标签');
    expect(enumLabel('zh-CN', 'auditAction', 'overlay.propose')).toBe('提交店铺设置待审核');
    expect(enumLabel('en', 'auditAction', 'change_request.open')).toBe('Opened a change request');
    expect(entityRefLabel('zh-CN', 'change-request/7')).toBe('变更申请 7');
    expect(entityRefLabel('zh-CN', 'webhook/3/delivery/9')).toBe('Webhook 3 · 投递 9');
  });
});
