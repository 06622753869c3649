import { ModelConnectionError, ModelHttpError } from './model-http';
import type { ModelErrorCode } from '../../src/harness/runtime-events';
import type { DiagnosticParams } from '../../src/harness/diagnostics';
import { turnErrorParams } from '../../src/harness/turn-error';

export type { ModelErrorCode };

/** A model call that ended without an answer; `message` is safe to show (no keys, no credentials). */
export class ModelError extends Error {
  constructor(
    readonly code: ModelErrorCode,
    message: string,
    readonly endpoint: string,
    readonly status?: number,
    /** `turn.<code>`'s params, so the SPA can say it in the reader's language. */
    readonly params: DiagnosticParams = {},
  ) {
    super(message);
    this.name = 'ModelError';
  }
}

/** The base URL without user, password or query: what may appear in a message. */
export function safeUrl(baseUrl: string): string {
  try {
    const u = new URL(baseUrl);
    u.username = '';
    u.password = '';
    u.search = '';
    return u.toString().replace(/\/$/, '');
  } catch {
    return '(invalid URL)';
  }
}

const REFUSED = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH']);

/** The first system error code in an error's cause chain (nested, or aggregated per address). */
export function errorCode(err: unknown, depth = 0): string | undefined {
  if (!err || typeof err !== 'object' || depth > 5) return undefined;
  const e = err as { code?: unknown; cause?: unknown; errors?: unknown[] };
  if (typeof e.code === 'string') return e.code;
  for (const inner of e.errors ?? []) {
    const code = errorCode(inner, depth + 1);
    if (code) return code;
  }
  return errorCode(e.cause, depth + 1);
}

export function unavailableMessage(baseUrl: string): string {
  return (
    `No model server answers at ${safeUrl(baseUrl)}: start vLLM with ` +
    '`vllm serve <model> --enable-auto-tool-choice --tool-call-parser hermes`, or set MODEL_ENDPOINTS.'
  );
}

function serverMessage(err: ModelHttpError): string {
  const body = err.error as { message?: unknown } | undefined;
  const text = typeof body?.message === 'string' ? body.message : '';
  return text.length > 300 ? `${text.slice(0, 300)}…` : text;
}

export interface FailureState {
  endpoint: string;
  baseUrl: string;
  /** Why our own controller aborted the request, if it did. */
  aborted: 'first_token' | 'total' | 'cancelled' | null;
  limits: { timeoutMs: number; firstTokenTimeoutMs: number };
  /** The response headers had arrived: a failure now is a broken stream, not a refused call. */
  streaming: boolean;
}

/** Maps whatever the client threw to one ModelError with a plain message. */
export function toModelError(err: unknown, s: FailureState): ModelError {
  if (err instanceof ModelError) return err;
  const url = safeUrl(s.baseUrl);
  const fail = (code: ModelErrorCode, message: string, params: DiagnosticParams, status?: number) =>
    new ModelError(code, message, s.endpoint, status, params);
  if (s.aborted === 'cancelled') return fail('cancelled', 'The turn was cancelled.', {});
  if (s.aborted === 'first_token') {
    const ms = s.limits.firstTokenTimeoutMs;
    return fail(
      'first_token_timeout',
      `The model server at ${url} sent no token within ${ms} ms.`,
      turnErrorParams('first_token_timeout', { url, ms }),
    );
  }
  if (s.aborted === 'total') {
    const ms = s.limits.timeoutMs;
    return fail(
      'timeout',
      `The model answer took longer than ${ms} ms.`,
      turnErrorParams('timeout', { ms }),
    );
  }
  if (err instanceof ModelHttpError) {
    const detail = serverMessage(err);
    const hint = err.status === 404 ? ' Check the endpoint\'s "model" in MODEL_ENDPOINTS.' : '';
    return fail(
      'http',
      `The model server at ${url} answered HTTP ${err.status}${detail ? `: ${detail}` : '.'}${hint}`,
      turnErrorParams('http', { url, status: err.status, detail: detail || undefined }),
      err.status,
    );
  }
  if (!s.streaming && (err instanceof ModelConnectionError || REFUSED.has(errorCode(err) ?? ''))) {
    const code = errorCode(err);
    if (code === undefined || REFUSED.has(code))
      return fail(
        'unavailable',
        unavailableMessage(s.baseUrl),
        turnErrorParams('unavailable', { url }),
      );
    return fail(
      'unavailable',
      `Could not reach the model server at ${url} (${code}).`,
      turnErrorParams('unavailable', { url, reason: code }),
    );
  }
  if (err instanceof SyntaxError) {
    return fail(
      'stream_broken',
      'The model server sent a stream chunk that is not JSON.',
      turnErrorParams('stream_broken', { kind: 'not_json' }),
    );
  }
  return fail(
    'stream_broken',
    `The model server at ${url} closed the stream before the answer was complete.`,
    turnErrorParams('stream_broken', { kind: 'closed', url }),
  );
}
