/**
 * The databases the crash test runs on: a SQLite file in a temporary directory, or a fresh
 * database on the PostgreSQL cluster the global setup provides.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { expect, inject } from 'vitest';
import { postgresIntegrity, sqliteIntegrity } from './crash-database-checks';

export interface Target {
  name: 'sqlite' | 'postgres';
  env: Record<string, string>;
  /** After the kill, before the restart: the files as the dead process left them. */
  afterKill: (runId: string) => Promise<void>;
  /** After the second process stopped. */
  integrity: (runId: string) => Promise<void>;
  cleanup: () => Promise<void>;
}

export function postgresUrl(): string | null {
  const provided = inject('postgresUrl') as string | null | undefined;
  const url = provided ?? process.env.TEST_DATABASE_URL ?? null;
  if (!url && process.env.CI) throw new Error('PostgreSQL is required in CI; none was provided.');
  return url;
}

async function adminQuery(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

export async function sqliteTarget(): Promise<Target> {
  const dir = mkdtempSync(join(tmpdir(), 'hs-crash-'));
  const file = join(dir, 'studio.db');
  return {
    name: 'sqlite',
    env: { DATA_DIR: dir },
    async afterKill(runId) {
      // A clean close checkpoints and removes the WAL: its presence shows the kill was abrupt.
      expect(existsSync(`${file}-wal`), 'the killed process left its WAL behind').toBe(true);
      await sqliteIntegrity(file, runId);
    },
    integrity: (runId) => sqliteIntegrity(file, runId),
    cleanup: async () => rmSync(dir, { recursive: true, force: true }),
  };
}

export async function postgresTarget(adminUrl: string): Promise<Target> {
  const name = `hs_crash_${randomBytes(6).toString('hex')}`;
  await adminQuery(adminUrl, `CREATE DATABASE ${name}`);
  const u = new URL(adminUrl);
  u.pathname = `/${name}`;
  const url = u.toString();
  // Unused with DATABASE_URL, but nothing should land in the checkout if it were.
  const dir = mkdtempSync(join(tmpdir(), 'hs-crash-pg-'));
  return {
    name: 'postgres',
    env: { DATABASE_URL: url, DATA_DIR: dir },
    afterKill: (runId) => postgresIntegrity(url, runId),
    integrity: (runId) => postgresIntegrity(url, runId),
    async cleanup() {
      rmSync(dir, { recursive: true, force: true });
      await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}
