import type { Context } from 'hono';
import { z } from 'zod';
import { fromPointer } from '../../src/harness';
import type { Problem } from './problem';

/**
 * An error as OpenAI's API answers it, the only shape OpenAI clients (the official SDKs,
 * LangChain...) read: an `application/problem+json` body surfaces there as
 * "400 status code (no body)".
 */
export const openAiErrorBody = z
  .object({
    error: z.object({
      message: z.string(),
      type: z.enum([
        'invalid_request_error',
        'authentication_error',
        'permission_error',
        'not_found_error',
        'rate_limit_error',
        'server_error',
      ]),
      /** The request field at fault, e.g. `messages[0].role`; null when no one field is. */
      param: z.string().nullable(),
      code: z.string().nullable(),
    }),
  })
  .meta({ description: 'An error in the OpenAI API shape.' });

export type OpenAiError = z.infer<typeof openAiErrorBody>['error'];

export function openAiErrorType(status: number): OpenAiError['type'] {
  if (status === 401) return 'authentication_error';
  if (status === 403) return 'permission_error';
  if (status === 404) return 'not_found_error';
  if (status === 429) return 'rate_limit_error';
  if (status >= 500) return 'server_error';
  return 'invalid_request_error';
}

// Codes for errors that name no field, so a client can branch on something stable.
const CODE_BY_STATUS: Record<number, string> = {
  401: 'invalid_api_key',
  413: 'request_too_large',
  415: 'unsupported_media_type',
};

// A problem's pointer is into the body, or `/query/...`, `/params/...` for the URL.
const URL_PARTS = new Set(['query', 'params']);

/** A JSON pointer as OpenAI names a parameter: `/messages/0/role` -> `messages[0].role`. */
export function paramOf(pointer: string): string | null {
  let segments = fromPointer(pointer);
  if (segments.length > 1 && URL_PARTS.has(segments[0]!)) segments = segments.slice(1);
  let out = '';
  for (const s of segments) out += /^\d+$/.test(s) ? `[${s}]` : out === '' ? s : `.${s}`;
  return out === '' ? null : out;
}

/** The same problem in OpenAI's words; the problem's first error names the param and code. */
export function openAiError(problem: Problem): OpenAiError {
  const first = problem.errors[0];
  const param = first ? paramOf(first.pointer) : null;
  const message =
    problem.errors.length === 0
      ? problem.detail
      : problem.errors
          .slice(0, 5)
          .map((e) => {
            const at = paramOf(e.pointer);
            return at ? `${at}: ${e.message}` : e.message;
          })
          .join('; ');
  return {
    message,
    type: openAiErrorType(problem.status),
    param,
    code: first?.code ?? CODE_BY_STATUS[problem.status] ?? null,
  };
}

export function openAiErrorResponse(c: Context, problem: Problem): Response {
  return c.body(JSON.stringify({ error: openAiError(problem) }), problem.status as 400, {
    'content-type': 'application/json',
  });
}
