import pg from 'pg';
import { LISTENER_APPLICATION_NAME } from '../db/postgres-listener';
import { startPostgresCluster, type PostgresCluster } from '../db/testing/postgres-cluster';
import { startStudioInstance, type StudioInstance } from './studio-instance';

/**
 * Two API instances on one throwaway PostgreSQL, for the tests of what B hears after its
 * LISTEN connection was lost. B logs in as its own role, so its connections can be refused
 * (`allowB(false)`) and its listener terminated without touching A's.
 */
export interface ListenerPair {
  cluster: PostgresCluster;
  /** A superuser connection of the test's own. */
  admin: pg.Client;
  a: StudioInstance;
  b: StudioInstance;
  allowB: (on: boolean) => Promise<unknown>;
  /** How many LISTEN connections B has open now. */
  listenersOfB: () => Promise<number>;
  /** Ends B's LISTEN connection from the server's side. */
  terminateListenerOfB: () => Promise<unknown>;
  /** Restarts PostgreSQL (every connection lost); `admin` is connected again. */
  restartServer: () => Promise<void>;
  close: () => Promise<void>;
}

export async function startListenerPair(bin: string, pingMs: number): Promise<ListenerPair> {
  const cluster = await startPostgresCluster(bin);
  const admin = new pg.Client({ connectionString: cluster.url });
  await admin.connect();
  await admin.query('CREATE DATABASE studio');
  await admin.query('CREATE ROLE studio_b SUPERUSER LOGIN');
  const url = new URL(cluster.url);
  url.pathname = '/studio';
  const a = await startStudioInstance(url.toString(), { listenerPingMs: pingMs });
  url.username = 'studio_b';
  const b = await startStudioInstance(url.toString(), { listenerPingMs: pingMs });
  const ofB = `FROM pg_stat_activity WHERE usename = 'studio_b' AND application_name = $1`;
  const pair: ListenerPair = {
    cluster,
    admin,
    a,
    b,
    allowB: (on) => pair.admin.query(`ALTER ROLE studio_b ${on ? 'LOGIN' : 'NOLOGIN'}`),
    listenersOfB: async () => {
      const { rows } = await pair.admin.query<{ n: string }>(`SELECT COUNT(*) AS n ${ofB}`, [
        LISTENER_APPLICATION_NAME,
      ]);
      return Number(rows[0]!.n);
    },
    terminateListenerOfB: () =>
      pair.admin.query(`SELECT pg_terminate_backend(pid) ${ofB}`, [LISTENER_APPLICATION_NAME]),
    restartServer: async () => {
      await pair.admin.end();
      cluster.restart();
      pair.admin = new pg.Client({ connectionString: cluster.url });
      await pair.admin.connect();
    },
    close: async () => {
      await b.close();
      await a.close();
      await pair.admin.end().catch(() => undefined);
      cluster.stop();
    },
  };
  return pair;
}

/** Waits until `ok` holds, polling every 25 ms; the time it took. */
export async function until(
  what: string,
  ok: () => Promise<boolean> | boolean,
  ms: number,
): Promise<number> {
  const started = Date.now();
  while (!(await ok())) {
    if (Date.now() - started > ms) throw new Error(`${what}: not within ${ms} ms.`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return Date.now() - started;
}
