import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { problemMessage, refusalMessage } from './problem-message';

const refusal = {
  code: 'gate.below_threshold',
  detail:
    'The latest test run of version 3 passed 80% of its cases (8/10); the harness asks for 95%.',
  version: 3,
  runId: 'r1',
  passRate: 0.8,
  threshold: 0.95,
  endpoint: 'default',
};

describe('problemMessage', () => {
  it('says the gate’s refusal from its code in Chinese, the English kept for the tooltip', () => {
    const error = new ApiError({ status: 409, title: 'Conflict', ...refusal });
    expect(problemMessage(error, 'zh-CN')).toEqual({
      text: 'v3 最近一次测试通过率为 80%，要求达到 95%。',
      english: refusal.detail,
    });
    // In English the server's own sentence says more (the counts): it is the message.
    expect(problemMessage(error, 'en')).toEqual({ text: refusal.detail });
    expect(refusalMessage(refusal, 'zh-CN').text).toBe(
      'v3 最近一次测试通过率为 80%，要求达到 95%。',
    );
  });

  it('falls back to what the status means when the code is unknown or its params are missing', () => {
    const forbidden = new ApiError({
      status: 403,
      title: 'Forbidden',
      detail: 'Your role cannot.',
    });
    expect(problemMessage(forbidden, 'zh-CN')).toEqual({
      text: '你的角色不能做这件事。',
      english: 'Your role cannot.',
    });
    const old = new ApiError({
      status: 409,
      title: 'Conflict',
      detail: 'No run.',
      code: 'gate.no_run',
    });
    expect(problemMessage(old, 'zh-CN').text).toBe('和服务器上现在的状态冲突，请刷新后再试。');
    const teapot = new ApiError({ status: 418, title: 'Teapot', detail: 'Short and stout.' });
    expect(problemMessage(teapot, 'zh-CN').text).toBe('请求失败（HTTP 418）。');
  });

  it('says when the server cannot be reached at all', () => {
    expect(problemMessage(new TypeError('Failed to fetch'), 'zh-CN').text).toBe(
      '连不上工作室服务器，请检查网络后再试。',
    );
    expect(problemMessage(undefined, 'zh-CN').text).toBe('');
  });
});

describe('release refusals in the reader’s language', () => {
  const conflict = (extra: Record<string, unknown>, detail: string) =>
    new ApiError({ status: 409, title: 'Conflict', detail, ...extra });

  it('says the approvals a label needs, one’s own approval and the quorum in Chinese', () => {
    const plain = conflict(
      { code: 'label.approvals_required', route: '/api/v1/harnesses/h1/change-requests' },
      'The label "production" needs 1 approval(s): open a change request (POST /api/v1/harnesses/h1/change-requests).',
    );
    expect(problemMessage(plain, 'zh-CN')).toEqual({
      text: '这个标签移动前需要批准：请为它发起变更申请。',
      english: plain.problem.detail,
    });
    expect(problemMessage(plain, 'en').text).toBe(plain.problem.detail);
    const own = conflict(
      { code: 'change_request.own' },
      'The author of a change request cannot approve or reject it.',
    );
    expect(problemMessage(own, 'zh-CN').text).toBe('不能批准或驳回自己发起的变更申请。');
    const quorum = conflict(
      { code: 'change_request.not_approved', state: 'open' },
      'Change request 7 needs 1 approval(s) before it is published.',
    );
    expect(problemMessage(quorum, 'zh-CN').text).toBe(
      '这个变更申请还没有得到足够的批准，不能发布。',
    );
  });

  it('says the request’s state in the reader’s word for it, not the stored value', () => {
    const locked = conflict(
      { code: 'change_request.state', state: 'scheduled' },
      'Change request 7 is scheduled: it cannot be revised.',
    );
    expect(problemMessage(locked, 'zh-CN').text).toBe(
      '这个变更申请当前为「已排期」，现在不能这样操作。',
    );
  });

  it('says the refusals store conflicts send, their code on top beside the server’s copy', () => {
    const twice = conflict(
      { code: 'schedule.already_scheduled', requestId: 7, scheduleId: 3, current: { id: 3 } },
      'Change request 7 is already scheduled (schedule 3); cancel that first.',
    );
    expect(problemMessage(twice, 'zh-CN')).toEqual({
      text: '变更申请 #7 已经排期：请先取消那个排期。',
      english: twice.problem.detail,
    });
    const gone = conflict(
      { code: 'schedule.not_pending', scheduleId: 3, current: { id: 3, state: 'fired' } },
      'Schedule 3 is fired: only a pending one can be cancelled.',
    );
    expect(problemMessage(gone, 'zh-CN').text).toBe(
      '这个排期已经执行或取消：只能取消还在等待的排期。',
    );
    const archived = conflict(
      { code: 'harness.archived', current: { id: 'h1', archived: true } },
      'The harness "h1" is archived.',
    );
    expect(problemMessage(archived, 'zh-CN').text).toBe('这个配置已归档，不能再修改。');
    const none = conflict(
      { code: 'change_request.no_schedule' },
      'Change request 7 has no schedule.',
    );
    expect(problemMessage(none, 'zh-CN').text).toBe('这个变更申请没有可以取消的排期。');
  });

  it('says a lone field’s code lifted to the top with the values its error names', () => {
    const unknown = new ApiError({
      status: 404,
      title: 'Not Found',
      detail: 'The harness has no shop "x".',
      code: 'shop.unknown',
      pointer: '/params/shopId',
      errors: [
        {
          pointer: '/params/shopId',
          code: 'shop.unknown',
          params: { id: 'x' },
          message: 'The harness has no shop "x".',
        },
      ],
    });
    expect(problemMessage(unknown, 'zh-CN').text).toBe('这个配置没有店铺“x”。');
  });

  it('says a refusal at one coded field from the catalog where no field shows it', () => {
    const unknown = new ApiError({
      status: 422,
      title: 'Unprocessable',
      detail: 'There is no version 9.',
      errors: [
        {
          pointer: '/source/version',
          code: 'change_request.unknown_version',
          params: {},
          message: 'There is no version 9.',
        },
      ],
    });
    expect(problemMessage(unknown, 'zh-CN')).toEqual({
      text: '没有这个版本。',
      english: 'There is no version 9.',
    });
    // Two problems, or a code without words, keep what the status means.
    const two = new ApiError({
      ...unknown.problem,
      errors: [...(unknown.problem.errors ?? []), ...(unknown.problem.errors ?? [])],
    });
    expect(problemMessage(two, 'zh-CN').text).toBe('服务器拒绝了这次修改：保存后会不合规。');
  });
});
