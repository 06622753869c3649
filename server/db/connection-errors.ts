import { Unavailable } from './store-errors';

// SQLSTATEs that mean the server went away or will not take us now, not that the SQL was wrong.
const UNAVAILABLE_STATES = new Set([
  '57P01', // admin_shutdown (pg_ctl stop, pg_terminate_backend)
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now (starting up, shutting down, recovering)
  '53300', // too_many_connections
]);

const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);

// What pg and pg-pool throw, without a code, when the connection dies or a wait runs out.
const LOST_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Query read timeout|is not queryable|Connection ended/i;

/** Seconds a client is asked to wait before trying again while the database is away. */
export const RETRY_AFTER_SECONDS = 2;

/** True when `err` says the database connection failed, not the statement. */
export function isConnectionError(err: unknown): boolean {
  if (!(err instanceof Error)) return false;
  const code = (err as { code?: unknown }).code;
  if (typeof code === 'string') {
    if (UNAVAILABLE_STATES.has(code) || code.startsWith('08') || NETWORK_CODES.has(code))
      return true;
  }
  // Node's AggregateError when every address of a host refused.
  if (err instanceof AggregateError) return err.errors.some(isConnectionError);
  return LOST_MESSAGES.test(err.message);
}

/** A connection error as the store error the HTTP layer answers 503; anything else unchanged. */
export function asUnavailable(err: unknown): unknown {
  if (err instanceof Unavailable || !isConnectionError(err)) return err;
  return new Unavailable('The database is unavailable; try again shortly.', RETRY_AFTER_SECONDS, {
    cause: err,
  });
}

// SQLSTATEs of a transaction that lost a race, not of a wrong statement: run it again.
const RETRYABLE_STATES = new Set(['40001', '40P01']); // serialization failure, deadlock

/**
 * True when trying the same work again later may succeed: the database away (Unavailable, a
 * lost connection), a PostgreSQL serialization failure or deadlock that outlived the
 * transaction's own retries, or SQLite busy or locked by another process.
 */
export function isTransientError(err: unknown): boolean {
  if (err instanceof Unavailable || isConnectionError(err)) return true;
  const code = (err as { code?: unknown } | null)?.code;
  if (typeof code !== 'string') return false;
  return RETRYABLE_STATES.has(code) || /^SQLITE_(BUSY|LOCKED)/.test(code);
}
