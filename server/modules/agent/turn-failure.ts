import {
  badGateway,
  badRequest,
  gatewayTimeout,
  internalError,
  type Problem,
  serviceUnavailable,
} from '../../http/problem';
import type { TurnEvent } from '../../runtime/run-turn';

type ErrorEvent = Extract<TurnEvent, { type: 'error' }>;

type Factory = (detail: string, extra: Record<string, unknown>) => Problem;

const FACTORY: Record<ErrorEvent['code'], Factory> = {
  unavailable: serviceUnavailable,
  no_endpoint: serviceUnavailable,
  config: serviceUnavailable,
  first_token_timeout: gatewayTimeout,
  timeout: gatewayTimeout,
  http: badGateway,
  stream_broken: badGateway,
  step_limit: badGateway,
  invalid_context: (detail, extra) => badRequest(detail, [], extra),
  internal: internalError,
  cancelled: badGateway,
};

/** A turn that ended without a reply, as problem details that OpenAI clients can read too. */
export function turnFailure(error: ErrorEvent | undefined): Problem {
  const code = error?.code ?? 'internal';
  const message = error?.message ?? 'The turn ended without a reply.';
  return FACTORY[code](message, { error: { message, type: code, code } });
}

/** The same failure as an in-stream chunk, after the response has started. */
export function streamError(error: ErrorEvent | undefined): string {
  const code = error?.code ?? 'internal';
  return JSON.stringify({
    error: { message: error?.message ?? 'The turn ended without a reply.', type: code, code },
  });
}
