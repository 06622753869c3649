import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface PostgresCluster {
  url: string;
  /** Stops the server and removes its files. */
  stop(): void;
  /** `pg_ctl stop -m immediate`, keeping the files: connections drop as in a crash. */
  halt(): void;
  /** Starts it again on the same port (after `halt`). */
  start(): void;
  /** `pg_ctl restart -m fast`. */
  restart(): void;
}

/** The newest installed PostgreSQL's bin folder, or null when there is none. */
export function findPostgresBin(): string | null {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter((v) => existsSync(join(root, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? join(root, versions[0], 'bin') : null;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** Starts a throwaway cluster on a loopback port; initdb refuses root, so run it as postgres. */
export async function startPostgresCluster(bin: string): Promise<PostgresCluster> {
  const base = mkdtempSync(join(tmpdir(), 'hs-pg-'));
  const asRoot = process.getuid?.() === 0;
  const run = (cmd: string, args: string[]) => {
    const full = join(bin, cmd);
    if (asRoot) execFileSync('runuser', ['-u', 'postgres', '--', full, ...args], { stdio: 'pipe' });
    else execFileSync(full, args, { stdio: 'pipe' });
  };
  if (asRoot) chownSync(base, uid('postgres'), gid('postgres'));
  const data = join(base, 'data');
  run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8']);
  const port = await freePort();
  const options = `-p ${port} -c listen_addresses=127.0.0.1 -k ${base} -c fsync=off -c max_connections=300`;
  const ctl = (...args: string[]) => run('pg_ctl', ['-D', data, '-w', '-t', '30', ...args]);
  const start = () => ctl('-l', join(base, 'log'), '-o', options, 'start');
  const running = () => existsSync(join(data, 'postmaster.pid'));
  start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop() {
      try {
        if (running()) ctl('-m', 'immediate', 'stop');
      } finally {
        rmSync(base, { recursive: true, force: true });
      }
    },
    halt: () => ctl('-m', 'immediate', 'stop'),
    start,
    restart: () => ctl('-l', join(base, 'log'), '-o', options, '-m', 'fast', 'restart'),
  };
}

function uid(user: string): number {
  return Number(execFileSync('id', ['-u', user]).toString().trim());
}

function gid(user: string): number {
  return Number(execFileSync('id', ['-g', user]).toString().trim());
}
