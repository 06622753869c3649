import type { Diagnostic } from '../../src/harness';

/** Base of the domain errors stores throw; routes turn them into problem details. */
export class StoreError extends Error {
  override readonly name: string = 'StoreError';
}

/** The harness, entity, version or token does not exist. */
export class NotFound extends StoreError {
  override readonly name = 'NotFound';
}

/** What a refusal says besides its message: its stable code and the values it names. */
export type Refusal = { code: string } & Record<string, unknown>;

/**
 * The write lost a race or its precondition (expected revision, unique id) failed.
 * `current` is the server's copy now (null when there is none), so nothing is lost;
 * `refusal`, when given, is answered at the problem's top level (its `code`, its values).
 */
export class Conflict extends StoreError {
  override readonly name = 'Conflict';
  constructor(
    message: string,
    readonly current: unknown,
    readonly refusal?: Refusal,
  ) {
    super(message);
  }
}

/**
 * The database cannot be reached (down, restarting, connection lost or timed out). The write,
 * if any, was not acknowledged; the client should try again after `retryAfterSeconds`.
 */
export class Unavailable extends StoreError {
  override readonly name = 'Unavailable';
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}

/** The input is not acceptable; `diagnostics` point at the offending fields. */
export class Invalid extends StoreError {
  override readonly name = 'Invalid';
  constructor(
    message: string,
    readonly diagnostics: Diagnostic[],
  ) {
    super(message);
  }
}

/**
 * The one way to say a field is wrong: its JSON pointer, a stable code and the message. Thrown
 * as it is, it is answered 422 (the content is not acceptable); a route that finds the request
 * itself wrong (a header, a name that names nothing) answers 400 with `asBadRequest`.
 */
export function invalidField(pointer: string, code: string, message: string): Invalid {
  return new Invalid(message, [{ pointer, severity: 'error', code, params: {}, message }]);
}
