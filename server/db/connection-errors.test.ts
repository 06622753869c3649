import { describe, expect, it } from 'vitest';
import { asUnavailable, isConnectionError } from './connection-errors';
import { Unavailable } from './store-errors';

const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });

describe('isConnectionError', () => {
  it('knows the server going away, refusing or timing out', () => {
    for (const code of ['ECONNREFUSED', 'ECONNRESET', '57P01', '57P02', '57P03', '08006', '08001'])
      expect(isConnectionError(withCode(code)), code).toBe(true);
    expect(isConnectionError(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isConnectionError(new Error('timeout exceeded when trying to connect'))).toBe(true);
    expect(isConnectionError(new AggregateError([withCode('ECONNREFUSED')]))).toBe(true);
  });

  it('leaves statement errors alone: they are bugs or conflicts, not outages', () => {
    for (const code of ['23505', '40001', '42P01', '22P02'])
      expect(isConnectionError(withCode(code)), code).toBe(false);
    const unique = withCode('23505');
    expect(asUnavailable(unique)).toBe(unique);
  });

  it('turns a connection error into Unavailable with a retry delay and the cause', () => {
    const cause = withCode('57P01', 'terminating connection due to administrator command');
    const err = asUnavailable(cause);
    expect(err).toBeInstanceOf(Unavailable);
    expect((err as Unavailable).retryAfterSeconds).toBeGreaterThan(0);
    expect((err as Unavailable).cause).toBe(cause);
  });
});
