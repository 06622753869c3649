import pg from 'pg';
import { checkChannel, type Db, type SqlParam, type TransactionOptions } from './db';
import { toPostgresPlaceholders } from './placeholders';
import { asUnavailable } from './connection-errors';
import { PgListener } from './postgres-listener';
import { Unavailable } from './store-errors';
import { TxScope, runCallbacks } from './tx-scope';

const RETRYABLE = new Set(['40001', '40P01']); // serialization failure, deadlock
const UNIQUE_VIOLATION = '23505';
const MAX_ATTEMPTS = 5;

// BIGINT (ids, counts) as JS numbers: every value we store is far below 2^53.
const types = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === pg.types.builtins.INT8
      ? (v: string) => Number(v)
      : pg.types.getTypeParser(oid, format ?? 'text')) as typeof pg.types.getTypeParser,
};

interface Queryable {
  query(sql: string, params?: unknown[]): Promise<pg.QueryResult>;
}

function sql$(sql: string, params?: readonly SqlParam[]): [string, unknown[]] {
  const list = params ? [...params] : [];
  // Also without params: `??` (jsonb's `?` operator) must still become `?`.
  return [sql.includes('?') ? toPostgresPlaceholders(sql) : sql, list];
}

/** Runs a statement; a lost or refused connection leaves as Unavailable (HTTP 503). */
async function exec(c: Queryable, sql: string, params?: readonly SqlParam[]) {
  const [text, values] = sql$(sql, params);
  try {
    return await c.query(text, values);
  } catch (err) {
    throw asUnavailable(err);
  }
}

async function q<T>(c: Queryable, sql: string, params?: readonly SqlParam[]): Promise<T[]> {
  return (await exec(c, sql, params)).rows as T[];
}

async function r(c: Queryable, sql: string, params?: readonly SqlParam[]) {
  return { changes: (await exec(c, sql, params)).rowCount ?? 0 };
}

function shouldRetry(err: unknown, options: TransactionOptions | undefined, attempt: number) {
  const code = (err as { code?: string }).code ?? '';
  if (attempt >= MAX_ATTEMPTS) return false;
  return RETRYABLE.has(code) || (code === UNIQUE_VIOLATION && !!options?.retryOnUniqueViolation);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface PostgresOptions {
  poolSize?: number;
  /** How long a request waits for a connection (a new one, or a free one of the pool). */
  connectTimeoutMs?: number;
  /** How long a statement may wait for its answer before its connection is given up. */
  queryTimeoutMs?: number;
  /** How often the LISTEN connection is pinged (PgListener). */
  listenerPingMs?: number;
}

/**
 * While the database is away, requests fail within about this long instead of hanging:
 * refused connections fail at once, a silent network within connectTimeoutMs.
 */
export const POSTGRES_DEFAULTS = {
  poolSize: 10,
  connectTimeoutMs: 5_000,
  queryTimeoutMs: 30_000,
} as const;

/** PostgreSQL through a pool; a transaction holds one client from BEGIN to COMMIT. */
export function openPostgres(connectionString: string, options: PostgresOptions = {}): Db {
  const pool = new pg.Pool({
    connectionString,
    types,
    max: options.poolSize ?? POSTGRES_DEFAULTS.poolSize,
    connectionTimeoutMillis: options.connectTimeoutMs ?? POSTGRES_DEFAULTS.connectTimeoutMs,
    query_timeout: options.queryTimeoutMs ?? POSTGRES_DEFAULTS.queryTimeoutMs,
    keepAlive: true,
  });
  // An idle client losing its connection must not crash the process.
  pool.on('error', (err) => console.error('[db] idle PostgreSQL client error:', err.message));
  const listener = new PgListener(connectionString, { pingMs: options.listenerPingMs });
  const notify = (c: Queryable) => async (channel: string, payload: string) => {
    checkChannel(channel);
    // NOTIFY inside a transaction is delivered on commit, to every listening instance.
    await q(c, 'SELECT pg_notify(?, ?)', [channel, listener.wrap(payload)]);
  };
  const local = (channel: string, payload: string) => listener.deliverLocal(channel, payload);
  return {
    dialect: 'postgres',
    query: (sql, params) => q(pool, sql, params),
    run: (sql, params) => r(pool, sql, params),
    async transaction(fn, options) {
      for (let attempt = 1; ; attempt++) {
        const client = await pool.connect().catch((err: unknown) => {
          throw asUnavailable(err);
        });
        // pg-pool listens for errors only on idle clients: a checked-out client whose
        // connection drops would otherwise raise an unhandled 'error' and end the process.
        let broken: Error | undefined;
        const onError = (err: Error) => (broken ??= err);
        client.on('error', onError);
        const scope = new TxScope(0);
        try {
          await r(client, 'BEGIN');
          const result = await fn(txHandle(client, scope, notify(client), local));
          // A lost COMMIT is answered 503: not acknowledged, so nothing acknowledged is lost.
          await r(client, 'COMMIT');
          runCallbacks(scope.end());
          return result;
        } catch (err) {
          scope.end();
          // A dead connection cannot roll back, and need not: the server drops the transaction.
          if (!broken && !(err instanceof Unavailable)) {
            try {
              await client.query('ROLLBACK');
            } catch (rollbackErr) {
              broken = rollbackErr as Error;
            }
          } else broken ??= err as Error;
          if (!shouldRetry(err, options, attempt)) throw asUnavailable(err);
        } finally {
          client.removeListener('error', onError);
          client.release(broken);
        }
        await sleep(Math.random() * 10 * attempt);
      }
    },
    afterCommit: (fn) => runCallbacks([fn]),
    async publish(channel, payload) {
      await notify(pool)(channel, payload);
      local(channel, payload);
    },
    subscribe: (channel, fn, onResync) =>
      listener.subscribe(channel, fn, onResync).catch((err: unknown) => {
        throw asUnavailable(err);
      }),
    async close() {
      await listener.close();
      await pool.end();
    },
  };
}

type Announce = (channel: string, payload: string) => void;

function txHandle(
  client: pg.PoolClient,
  scope: TxScope,
  notify: (channel: string, payload: string) => Promise<void>,
  local: Announce,
): Db {
  return {
    dialect: 'postgres',
    query<T>(sql: string, params?: readonly SqlParam[]) {
      scope.check();
      return q<T>(client, sql, params);
    },
    run(sql, params) {
      scope.check();
      return r(client, sql, params);
    },
    async transaction(fn) {
      scope.check();
      const name = `sp_${scope.depth + 1}`;
      const inner = new TxScope(scope.depth + 1);
      await r(client, `SAVEPOINT ${name}`);
      try {
        const result = await fn(txHandle(client, inner, notify, local));
        await r(client, `RELEASE SAVEPOINT ${name}`);
        inner.mergeInto(scope);
        return result;
      } catch (err) {
        inner.end();
        if (err instanceof Unavailable) throw err;
        await r(client, `ROLLBACK TO SAVEPOINT ${name}; RELEASE SAVEPOINT ${name}`);
        throw err;
      }
    },
    afterCommit: (fn) => scope.add(fn),
    async publish(channel, payload) {
      scope.check();
      await notify(channel, payload);
      scope.add(() => local(channel, payload));
    },
    subscribe: () => Promise.reject(new Error('Subscribe on the Db, not inside a transaction.')),
    async close() {
      throw new Error('Close the Db, not a transaction.');
    },
  };
}
