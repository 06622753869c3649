import { describe, expect, it } from 'vitest';
import { openAiError, openAiErrorBody, openAiErrorType, paramOf } from './openai-errors';
import { Problem, badRequest, payloadTooLarge, unauthorized } from './problem';

describe('paramOf', () => {
  it('names body fields the way OpenAI does, and URL fields without their part', () => {
    expect(paramOf('/messages')).toBe('messages');
    expect(paramOf('/messages/0/role')).toBe('messages[0].role');
    expect(paramOf('/messages/12/content/3/text')).toBe('messages[12].content[3].text');
    expect(paramOf('/query/label')).toBe('label');
    expect(paramOf('/params/id')).toBe('id');
    expect(paramOf('/harness_context/a~1b')).toBe('harness_context.a/b');
    expect(paramOf('')).toBeNull();
  });
});

describe('openAiError', () => {
  it('maps statuses to OpenAI error types', () => {
    const types = [400, 401, 403, 404, 409, 413, 429, 500, 502, 503, 504].map(openAiErrorType);
    expect(types).toEqual([
      'invalid_request_error',
      'authentication_error',
      'permission_error',
      'not_found_error',
      'invalid_request_error',
      'invalid_request_error',
      'rate_limit_error',
      'server_error',
      'server_error',
      'server_error',
      'server_error',
    ]);
  });

  it('takes param and code from the first field error and lists every message', () => {
    const problem = badRequest('The request body has invalid fields.', [
      { pointer: '/messages/0/role', message: 'Use a known role.', code: 'schema.invalid_value' },
      { pointer: '/stream', message: 'Expected a boolean.', code: 'schema.invalid_type' },
    ]);
    const error = openAiError(problem);
    expect(error).toEqual({
      message: 'messages[0].role: Use a known role.; stream: Expected a boolean.',
      type: 'invalid_request_error',
      param: 'messages[0].role',
      code: 'schema.invalid_value',
    });
    expect(openAiErrorBody.safeParse({ error }).success).toBe(true);
  });

  it('gives errors without a field a stable code where one exists, else null', () => {
    expect(openAiError(unauthorized())).toMatchObject({
      type: 'authentication_error',
      param: null,
      code: 'invalid_api_key',
    });
    expect(openAiError(payloadTooLarge(10))).toMatchObject({ code: 'request_too_large' });
    const plain = openAiError(new Problem(503, 'Service Unavailable', 'Down.'));
    expect(plain).toEqual({ message: 'Down.', type: 'server_error', param: null, code: null });
  });
});
