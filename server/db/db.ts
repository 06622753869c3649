/** The two databases the studio runs on: an embedded SQLite file or a PostgreSQL server. */
export type Dialect = 'sqlite' | 'postgres';

/** Values a statement may bind; store booleans as 0/1 so both drivers accept them. */
export type SqlParam = string | number | bigint | null | Uint8Array;

export interface TransactionOptions {
  /**
   * PostgreSQL only: also retry the whole transaction on a unique violation (for numbering
   * that races). Serialization failures and deadlocks are always retried.
   */
  retryOnUniqueViolation?: boolean;
}

/**
 * The one async database interface every store uses. SQL is written once with `?`
 * placeholders; the PostgreSQL driver turns them into `$1, $2...` (not inside strings, quoted
 * identifiers, comments or `$$` bodies). Write jsonb's `?`, `?|`, `?&` operators as `??`,
 * `??|`, `??&` (server/db/placeholders.ts).
 */
export interface Db {
  readonly dialect: Dialect;
  query<T = Record<string, unknown>>(sql: string, params?: readonly SqlParam[]): Promise<T[]>;
  run(sql: string, params?: readonly SqlParam[]): Promise<{ changes: number }>;
  /**
   * Runs `fn` in a transaction: committed when it resolves, rolled back when it throws.
   * Inside, use only the `tx` handle. Called on a `tx`, it opens a savepoint.
   */
  transaction<T>(fn: (tx: Db) => Promise<T>, options?: TransactionOptions): Promise<T>;
  /** Runs `fn` once the outermost transaction commits (at once outside a transaction). */
  afterCommit(fn: () => void): void;
  /**
   * Announces `payload` on `channel` to every subscriber of this database, after commit.
   * On PostgreSQL this is NOTIFY, so other API instances hear it too.
   */
  publish(channel: string, payload: string): Promise<void>;
  /**
   * Listens on `channel`; resolves once listening, with the function that stops it. On
   * PostgreSQL, `onResync` runs each time the listening connection is back after a loss
   * (listening again): what was announced meanwhile was missed, so re-read what you cache.
   */
  subscribe(
    channel: string,
    listener: (payload: string) => void,
    onResync?: () => void,
  ): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

const CHANNEL = /^[a-z_][a-z0-9_]{0,62}$/;

export function checkChannel(channel: string): void {
  if (!CHANNEL.test(channel)) throw new Error(`Bad channel name "${channel}".`);
}
