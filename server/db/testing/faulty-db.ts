import type { Db, SqlParam } from '../db';

/** A statement the fault matches: its SQL and the values bound to it. */
export type StatementMatch = (sql: string, params: readonly SqlParam[]) => boolean;

/**
 * A test's hand on a Db: it can make one statement fail (as a crash between two steps would
 * leave it) and run something of its own just before the next transaction opens (another
 * request landing between a read and a write). Decided by what runs, never by timing.
 */
export class Faults {
  private failing: StatementMatch | null = null;
  private beforeTransaction: (() => Promise<void>) | null = null;
  /** How many statements the armed fault failed. */
  failed = 0;

  /** The next statements `match` accepts throw, until `clear()`. */
  failWhen(match: StatementMatch): void {
    this.failing = match;
    this.failed = 0;
  }

  /** `fn` runs once, before the next outermost transaction begins. */
  beforeNextTransaction(fn: () => Promise<void>): void {
    this.beforeTransaction = fn;
  }

  clear(): void {
    this.failing = null;
    this.beforeTransaction = null;
  }

  /** `db` with these faults in every handle it gives, its transactions' included. */
  wrap(db: Db): Db {
    return this.handle(db, true);
  }

  private check(sql: string, params: readonly SqlParam[] = []): void {
    if (this.failing?.(sql, params)) {
      this.failed += 1;
      throw new Error(`Injected failure at: ${sql.trim().slice(0, 60)}`);
    }
  }

  private handle(db: Db, outermost: boolean): Db {
    return {
      dialect: db.dialect,
      query: async (sql, params) => {
        this.check(sql, params);
        return db.query(sql, params);
      },
      run: async (sql, params) => {
        this.check(sql, params);
        return db.run(sql, params);
      },
      transaction: async (fn, options) => {
        const first = outermost ? this.beforeTransaction : null;
        if (first) {
          this.beforeTransaction = null;
          await first();
        }
        return db.transaction((tx) => fn(this.handle(tx, false)), options);
      },
      afterCommit: (fn) => db.afterCommit(fn),
      publish: (channel, payload) => db.publish(channel, payload),
      subscribe: (channel, listener, onResync) => db.subscribe(channel, listener, onResync),
      close: () => db.close(),
    };
  }
}

/** An INSERT of an audit record with this action. */
export const auditInsert =
  (action: string): StatementMatch =>
  (sql, params) =>
    sql.includes('INSERT INTO audit_log') && params.includes(action);
