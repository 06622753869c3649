import { describe, expect, it } from 'vitest';
import { openAiError } from '../../http/openai-errors';
import type { TurnErrorCode } from '../../../src/harness/runtime-events';
import { streamError, turnFailure } from './turn-failure';

const failure = (code: TurnErrorCode, status?: number) => {
  const event = { type: 'error' as const, at: 0, code, message: `failed: ${code}` };
  const problem = turnFailure(status === undefined ? event : { ...event, status });
  return { status: problem.status, ...openAiError(problem) };
};

describe('turnFailure', () => {
  it('maps every runtime error code to a status, an OpenAI type and a code', () => {
    const table: [TurnErrorCode, number, string][] = [
      ['unavailable', 503, 'server_error'],
      ['no_endpoint', 503, 'server_error'],
      ['config', 503, 'server_error'],
      ['first_token_timeout', 504, 'server_error'],
      ['timeout', 504, 'server_error'],
      ['http', 502, 'server_error'],
      ['stream_broken', 502, 'server_error'],
      ['step_limit', 502, 'server_error'],
      ['invalid_context', 400, 'invalid_request_error'],
      ['internal', 500, 'server_error'],
      ['cancelled', 502, 'server_error'],
    ];
    for (const [code, status, type] of table) {
      const param = code === 'invalid_context' ? 'harness_context' : null;
      expect(failure(code), code).toEqual({
        status,
        type,
        code,
        message: `${param ? `${param}: ` : ''}failed: ${code}`,
        param,
      });
    }
  });

  it("passes only the model server's 429 on as a rate limit", () => {
    expect(failure('http', 429)).toMatchObject({
      status: 429,
      type: 'rate_limit_error',
      code: 'rate_limit_exceeded',
    });
    expect(failure('http', 503)).toMatchObject({ status: 502, code: 'http' });
  });

  it('says the same in a stream, and something plain when the runtime said nothing', () => {
    expect(JSON.parse(streamError(undefined))).toEqual({
      error: {
        message: 'The turn ended without a reply.',
        type: 'server_error',
        param: null,
        code: 'internal',
      },
    });
  });
});
