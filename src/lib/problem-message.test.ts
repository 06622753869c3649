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
