import type { Diagnostic, DiagnosticParams } from '../../src/harness';
import type { Invalid } from '../db/store-errors';

/** One entry of a problem's `errors` list (RFC 9457 extension member). */
export interface ProblemError {
  pointer: string;
  message: string;
  code: string;
  /** When the error is a core diagnostic: the values its message names (DIAGNOSTIC_CODES). */
  params?: DiagnosticParams;
}

/** The code a problem says when its route gave none: what its status means, as a word. */
const CODE_BY_STATUS: Readonly<Record<number, string>> = {
  400: 'bad_request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  405: 'method_not_allowed',
  409: 'conflict',
  412: 'precondition_failed',
  413: 'too_large',
  415: 'unsupported_media_type',
  422: 'invalid',
  428: 'precondition_required',
  429: 'too_many_requests',
  500: 'internal',
  502: 'bad_gateway',
  503: 'unavailable',
  504: 'gateway_timeout',
};

export const codeForStatus = (status: number): string =>
  CODE_BY_STATUS[status] ?? (status >= 500 ? 'internal' : 'bad_request');

/**
 * An error that leaves the API as `application/problem+json` (RFC 9457). Every one says a
 * top-level `code` (see `code`), so a client branches on it without knowing which route
 * answered, and `pointer`, its first error's field, when it has errors.
 */
export class Problem extends Error {
  constructor(
    readonly status: number,
    readonly title: string,
    readonly detail: string,
    readonly errors: ProblemError[] = [],
    readonly extra: Record<string, unknown> = {},
  ) {
    super(detail);
  }

  /** The route's code; else the lone field's (one thing is wrong: say which); else the status's. */
  get code(): string {
    const given = this.extra.code;
    if (typeof given === 'string' && given !== '') return given;
    if (this.errors.length === 1) return this.errors[0]!.code;
    return codeForStatus(this.status);
  }

  /** The same problem naming what is at fault (a route never builds a Problem by hand). */
  withErrors(errors: ProblemError[]): Problem {
    return new Problem(this.status, this.title, this.detail, errors, this.extra);
  }

  toJSON(instance?: string) {
    const body: Record<string, unknown> = {
      type: `about:blank`,
      title: this.title,
      status: this.status,
      detail: this.detail,
      ...this.extra,
      code: this.code,
    };
    if (this.errors.length > 0) body.pointer = this.errors[0]!.pointer;
    if (instance) body.instance = instance;
    if (this.errors.length > 0) body.errors = this.errors;
    return body;
  }
}

/** A diagnostic as an entry of a problem's `errors` (the problem's status says its severity). */
export const problemError = ({ pointer, message, code, params }: Diagnostic): ProblemError => ({
  pointer,
  message,
  code,
  params,
});

// The few factories every route uses; a route never builds a Problem by hand.
export const badRequest = (
  detail: string,
  errors: ProblemError[] = [],
  extra: Record<string, unknown> = {},
) => new Problem(400, 'Bad Request', detail, errors, extra);

/**
 * What a route finds wrong with the request itself (a header, a name that names nothing), made
 * with the stores' `invalidField`: 400 with its pointers, where a store's Invalid is a 422.
 */
export const asBadRequest = (err: Invalid) =>
  badRequest(err.message, err.diagnostics.map(problemError));

export const unprocessable = (detail: string, diagnostics: Diagnostic[]) =>
  new Problem(
    422,
    'Unprocessable Content',
    detail,
    diagnostics.filter((d) => d.severity === 'error').map(problemError),
    { warnings: diagnostics.filter((d) => d.severity === 'warning') },
  );

/** A well-formed request the studio will not apply as it stands (e.g. a time out of range). */
export const unprocessableContent = (
  detail: string,
  errors: ProblemError[] = [],
  extra: Record<string, unknown> = {},
) => new Problem(422, 'Unprocessable Content', detail, errors, extra);

export const unauthorized = (detail = 'Sign in with a valid token.') =>
  new Problem(401, 'Unauthorized', detail);

export const forbidden = (detail: string) => new Problem(403, 'Forbidden', detail);

export const notFound = (detail: string) => new Problem(404, 'Not Found', detail);

export const conflict = (detail: string, extra: Record<string, unknown> = {}) =>
  new Problem(409, 'Conflict', detail, [], extra);

export const preconditionFailed = (detail: string, current: unknown) =>
  new Problem(412, 'Precondition Failed', detail, [], { current });

export const preconditionRequired = (detail: string) =>
  new Problem(428, 'Precondition Required', detail, [
    { pointer: '', message: detail, code: 'if_match_required' },
  ]);

export const payloadTooLarge = (limit: number) =>
  new Problem(413, 'Content Too Large', `The request body is larger than ${limit} bytes.`);

export const unsupportedMediaType = () =>
  new Problem(415, 'Unsupported Media Type', 'Send the body as application/json.');

export const tooManyRequests = (detail: string) => new Problem(429, 'Too Many Requests', detail);

// An upstream (the model server) failed the request: the client's request was fine.
export const badGateway = (detail: string, extra: Record<string, unknown> = {}) =>
  new Problem(502, 'Bad Gateway', detail, [], extra);

export const serviceUnavailable = (detail: string, extra: Record<string, unknown> = {}) =>
  new Problem(503, 'Service Unavailable', detail, [], extra);

export const gatewayTimeout = (detail: string, extra: Record<string, unknown> = {}) =>
  new Problem(504, 'Gateway Timeout', detail, [], extra);

/** Our own failure; the detail must not carry internals (they go to the log). */
export const internalError = (
  detail = 'Something went wrong on the server.',
  extra: Record<string, unknown> = {},
) => new Problem(500, 'Internal Server Error', detail, [], extra);
