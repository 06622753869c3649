import { openAiError } from '../../http/openai-errors';
import {
  badGateway,
  badRequest,
  gatewayTimeout,
  internalError,
  serviceUnavailable,
  tooManyRequests,
  type Problem,
} from '../../http/problem';
import type { TurnEvent } from '../../runtime/run-turn';

type ErrorEvent = Extract<TurnEvent, { type: 'error' }>;

interface Failure {
  make: (detail: string) => Problem;
  /** The request field at fault, as a JSON pointer ('' for none). */
  pointer?: string;
}

const BAD_GATEWAY: Failure = { make: badGateway };
const UNAVAILABLE: Failure = { make: serviceUnavailable };
const TIMEOUT: Failure = { make: gatewayTimeout };

// The request was fine unless said otherwise: the model server (an upstream) failed it.
// Documented in docs/api.md ("Errors of the agent endpoint"); keep the two in step.
const FAILURE: Record<ErrorEvent['code'], Failure> = {
  unavailable: UNAVAILABLE,
  no_endpoint: UNAVAILABLE,
  config: UNAVAILABLE,
  first_token_timeout: TIMEOUT,
  timeout: TIMEOUT,
  http: BAD_GATEWAY,
  stream_broken: BAD_GATEWAY,
  step_limit: BAD_GATEWAY,
  invalid_context: { make: (detail) => badRequest(detail), pointer: '/harness_context' },
  internal: { make: internalError },
  // The caller went away; nobody reads this, but it must not look like success.
  cancelled: BAD_GATEWAY,
};

const RATE_LIMITED: Failure = { make: tooManyRequests };

/**
 * A turn that ended without a reply. The runtime's code is the error's `code`, except that
 * a model server's own 429 is passed on as ours (`rate_limit_exceeded`), so clients back off.
 */
export function turnFailure(error: ErrorEvent | undefined): Problem {
  const code = error?.code ?? 'internal';
  const message = error?.message ?? 'The turn ended without a reply.';
  const rateLimited = code === 'http' && error?.status === 429;
  const failure = rateLimited ? RATE_LIMITED : FAILURE[code];
  return failure
    .make(message)
    .withErrors([
      { pointer: failure.pointer ?? '', message, code: rateLimited ? 'rate_limit_exceeded' : code },
    ]);
}

/** The same failure as the last event of a stream that has started (no `[DONE]` follows). */
export function streamError(error: ErrorEvent | undefined): string {
  return JSON.stringify({ error: openAiError(turnFailure(error)) });
}
