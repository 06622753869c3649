import { describe, expect, it } from 'vitest';
import { turnError } from '../harness/turn-error';
import { turnErrorMessage } from './diagnostic-message';

const unavailable = turnError(
  'unavailable',
  'No model server answers at http://127.0.0.1:8000/v1: start vLLM with …',
  { url: 'http://127.0.0.1:8000/v1' },
);

describe('a turn error from the server', () => {
  it('is the server’s English sentence on the English page', () => {
    expect(turnErrorMessage(unavailable, 'en')).toBe(unavailable.message);
  });

  it('is said in Chinese from its code and params on the zh-CN page', () => {
    const zh = turnErrorMessage(unavailable, 'zh-CN');
    expect(zh).toContain('http://127.0.0.1:8000/v1 没有模型服务器应答');
    expect(zh).toContain('vllm serve');
    const http = turnError('http', 'The model server at u answered HTTP 404: no such model.', {
      url: 'http://m/v1',
      status: 404,
      detail: 'no such model',
    });
    expect(turnErrorMessage(http, 'zh-CN')).toBe(
      'http://m/v1 的模型服务器返回 HTTP 404：no such model。请检查 MODEL_ENDPOINTS 中该端点的 "model"。',
    );
    const steps = turnError('step_limit', 'No reply after 3 rounds.', {
      steps: 3,
      kind: 'no_reply',
    });
    expect(turnErrorMessage(steps, 'zh-CN')).toBe('3 轮后仍没有回复。');
  });

  it('keeps the server’s words when it sent no params (an older server) or an unknown code', () => {
    const old = { code: 'unavailable', message: 'No model server answers.' };
    expect(turnErrorMessage(old, 'zh-CN')).toBe('No model server answers.');
    const unknown = { code: 'brand_new', message: 'Something new.', params: {} };
    expect(turnErrorMessage(unknown, 'zh-CN')).toBe('Something new.');
  });

  it('leaves optional params out of the wire', () => {
    const http = turnError('http', 'm', { url: 'u', status: 500, detail: undefined });
    expect(http.params).toEqual({ url: 'u', status: 500 });
  });
});
