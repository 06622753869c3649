import { execFile } from 'node:child_process';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
// Each spawn compiles the server with tsx: seconds on a loaded machine.
const SPAWN_TIMEOUT = 60_000;

let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'create-token-'));
});
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

async function createToken(...args: string[]) {
  const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' };
  try {
    const { stdout, stderr } = await run(
      'node_modules/.bin/tsx',
      ['server/cli/create-token.ts', ...args],
      { env },
    );
    return { code: 0, stdout, stderr };
  } catch (e) {
    const failed = e as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

describe('npm run create-token', () => {
  it(
    'refuses an option it does not know, creating nothing',
    async () => {
      const typo = await createToken('--role', 'merchant', '--name', 'shop', '--shpo', 'tea');
      expect(typo.code).toBe(2);
      expect(typo.stderr).toContain("Unknown option '--shpo'");
      expect(typo.stderr).toContain('Usage: npm run create-token');
      const stray = await createToken('--role', 'admin', '--name', 'alice', 'extra');
      expect(stray.code).toBe(2);
      expect(await readdir(dataDir)).toEqual([]);
    },
    SPAWN_TIMEOUT,
  );
});
