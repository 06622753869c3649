import Database from 'better-sqlite3';
import { LRUCache } from 'lru-cache';
import { AsyncLocalStorage } from 'node:async_hooks';
import { EventEmitter } from 'node:events';
import { resolve } from 'node:path';
import { AsyncMutex } from './async-mutex';
import { checkChannel, type Db, type SqlParam } from './db';
import { TxScope, runCallbacks } from './tx-scope';

interface Shared {
  conn: Database.Database;
  mutex: AsyncMutex;
  /** Marks code running inside one of this database's transactions; null when not checked. */
  inTx: AsyncLocalStorage<true> | null;
  events: EventEmitter;
  statements: LRUCache<string, Database.Statement>;
  /** This handle's own subscriptions, dropped on close (the emitter is shared per file). */
  subscriptions: Set<[string, (payload: string) => void]>;
  closed: boolean;
}

/**
 * Opens a SQLite file. better-sqlite3 is synchronous while our transactions are async
 * functions, so every statement and every whole transaction goes through one mutex:
 * no other request's statement can land inside an open transaction.
 */
export function openSqlite(file: string): Db {
  const conn = new Database(file);
  const lock = fileLock(conn.name);
  conn.pragma('journal_mode = WAL');
  // FULL syncs the WAL on every commit: an acknowledged write survives a kill or power loss.
  conn.pragma('synchronous = FULL');
  conn.pragma('foreign_keys = ON');
  conn.pragma('busy_timeout = 10000');
  const shared: Shared = {
    conn,
    ...lock,
    // Prepared once per distinct SQL; the least recently used goes first when full.
    statements: new LRUCache({ max: 500 }),
    subscriptions: new Set(),
    closed: false,
  };
  return rootHandle(shared);
}

/**
 * Catching a store that calls the Db from inside its own transaction (a deadlock) needs an
 * AsyncLocalStorage, which on Node 20 turns on promise hooks that slow every `await` in the
 * process. So the check runs under Vitest and when STUDIO_CHECK_TX=1, not in production.
 */
export const CHECK_TX = process.env.VITEST !== undefined || process.env.STUDIO_CHECK_TX === '1';

// Handles on one file in one process share the lock: busy_timeout waits synchronously, so a
// second handle waiting for the first one's write lock would freeze the event loop for good.
const fileLocks = new Map<string, Pick<Shared, 'mutex' | 'inTx' | 'events'>>();

function fileLock(file: string): Pick<Shared, 'mutex' | 'inTx' | 'events'> {
  const key = resolve(file);
  let lock = fileLocks.get(key);
  if (!lock) {
    const events = new EventEmitter();
    events.setMaxListeners(0);
    lock = { mutex: new AsyncMutex(), inTx: CHECK_TX ? new AsyncLocalStorage() : null, events };
    fileLocks.set(key, lock);
  }
  return lock;
}

function prepare(s: Shared, sql: string): Database.Statement {
  if (s.closed) throw new Error('The database is closed.');
  let stmt = s.statements.get(sql);
  if (!stmt) {
    stmt = s.conn.prepare(sql);
    s.statements.set(sql, stmt);
  }
  return stmt;
}

function bind(params: readonly SqlParam[] = []): unknown[] {
  return params.map((p) => (p === undefined ? null : p));
}

function execQuery<T>(s: Shared, sql: string, params?: readonly SqlParam[]): T[] {
  const stmt = prepare(s, sql);
  if (!stmt.reader) {
    stmt.run(...bind(params));
    return [];
  }
  return stmt.all(...bind(params)) as T[];
}

function execRun(s: Shared, sql: string, params?: readonly SqlParam[]): { changes: number } {
  const stmt = prepare(s, sql);
  if (stmt.reader) return { changes: stmt.all(...bind(params)).length };
  return { changes: stmt.run(...bind(params)).changes };
}

function notInTx(s: Shared): void {
  // Waiting for the mutex from inside a transaction would wait forever.
  if (s.inTx?.getStore()) throw new Error('Inside a transaction, use its tx handle, not the Db.');
}

function emitLater(s: Shared, channel: string, payload: string): () => void {
  return () => s.events.emit(channel, payload);
}

function rootHandle(s: Shared): Db {
  return {
    dialect: 'sqlite',
    async query<T>(sql: string, params?: readonly SqlParam[]) {
      notInTx(s);
      return s.mutex.run(() => execQuery<T>(s, sql, params));
    },
    async run(sql, params) {
      notInTx(s);
      return s.mutex.run(() => execRun(s, sql, params));
    },
    async transaction(fn) {
      notInTx(s);
      return s.mutex.run(async () => {
        // IMMEDIATE takes the write lock now, so another process cannot deadlock us later.
        s.conn.exec('BEGIN IMMEDIATE');
        const scope = new TxScope(0);
        try {
          const tx = txHandle(s, scope);
          const result = await (s.inTx ? s.inTx.run(true, () => fn(tx)) : fn(tx));
          s.conn.exec('COMMIT');
          runCallbacks(scope.end());
          return result;
        } catch (err) {
          scope.end();
          if (s.conn.inTransaction) s.conn.exec('ROLLBACK');
          throw err;
        }
      });
    },
    afterCommit(fn) {
      runCallbacks([fn]);
    },
    async publish(channel, payload) {
      checkChannel(channel);
      runCallbacks([emitLater(s, channel, payload)]);
    },
    subscribe: (channel, listener) => subscribe(s, channel, listener),
    async close() {
      await s.mutex.run(() => {
        if (s.closed) return;
        s.closed = true;
        s.statements.clear();
        for (const [channel, listener] of s.subscriptions) s.events.off(channel, listener);
        s.subscriptions.clear();
        s.conn.close();
      });
    },
  };
}

async function subscribe(s: Shared, channel: string, listener: (payload: string) => void) {
  checkChannel(channel);
  const entry: [string, (payload: string) => void] = [channel, listener];
  s.subscriptions.add(entry);
  s.events.on(channel, listener);
  return async () => {
    s.subscriptions.delete(entry);
    s.events.off(channel, listener);
  };
}

function txHandle(s: Shared, scope: TxScope): Db {
  return {
    dialect: 'sqlite',
    async query<T>(sql: string, params?: readonly SqlParam[]) {
      scope.check();
      return execQuery<T>(s, sql, params);
    },
    async run(sql, params) {
      scope.check();
      return execRun(s, sql, params);
    },
    async transaction(fn) {
      scope.check();
      const name = `sp_${scope.depth + 1}`;
      const inner = new TxScope(scope.depth + 1);
      s.conn.exec(`SAVEPOINT ${name}`);
      try {
        const result = await fn(txHandle(s, inner));
        s.conn.exec(`RELEASE ${name}`);
        inner.mergeInto(scope);
        return result;
      } catch (err) {
        inner.end();
        if (s.conn.inTransaction) s.conn.exec(`ROLLBACK TO ${name}; RELEASE ${name}`);
        throw err;
      }
    },
    afterCommit(fn) {
      scope.add(fn);
    },
    async publish(channel, payload) {
      checkChannel(channel);
      scope.add(emitLater(s, channel, payload));
    },
    subscribe: (channel, listener) => subscribe(s, channel, listener),
    async close() {
      throw new Error('Close the Db, not a transaction.');
    },
  };
}
