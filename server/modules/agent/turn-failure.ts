import { Problem } from '../../http/problem';
import type { TurnEvent } from '../../runtime/run-turn';

type ErrorEvent = Extract<TurnEvent, { type: 'error' }>;

const STATUS: Record<ErrorEvent['code'], number> = {
  unavailable: 503,
  no_endpoint: 503,
  config: 503,
  first_token_timeout: 504,
  timeout: 504,
  http: 502,
  stream_broken: 502,
  step_limit: 502,
  invalid_context: 400,
  internal: 500,
  cancelled: 499,
};

/**
 * A turn that ended without a reply, as problem details that OpenAI clients can read too
 * (they show `error.message`). TODO(lead): a bad-gateway/unavailable factory in problem.ts.
 */
export function turnFailure(error: ErrorEvent | undefined): Problem {
  const code = error?.code ?? 'internal';
  const message = error?.message ?? 'The turn ended without a reply.';
  const status = STATUS[code];
  const title =
    status === 503 ? 'Service Unavailable' : status === 504 ? 'Gateway Timeout' : 'Bad Gateway';
  return new Problem(status, title, message, [], { error: { message, type: code, code } });
}

/** The same failure as an in-stream chunk, after the response has started. */
export function streamError(error: ErrorEvent | undefined): string {
  const code = error?.code ?? 'internal';
  return JSON.stringify({
    error: { message: error?.message ?? 'The turn ended without a reply.', type: code, code },
  });
}
