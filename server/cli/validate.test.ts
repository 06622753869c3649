import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportFolder } from '../../src/harness/folder';
import { sampleHarness } from '../../src/harness/sample';

const run = promisify(execFile);
// Each spawn compiles the core with tsx: seconds on a loaded machine.
const SPAWN_TIMEOUT = 60_000;
const TSX = 'node_modules/.bin/tsx';

async function cli(...args: string[]) {
  try {
    const { stdout, stderr } = await run(TSX, ['server/cli/validate.ts', ...args]);
    return { code: 0, stdout, stderr };
  } catch (e) {
    const failed = e as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

async function writeFolder(root: string, files: Record<string, string>) {
  for (const [path, text] of Object.entries(files)) {
    await mkdir(dirname(join(root, path)), { recursive: true });
    await writeFile(join(root, path), text);
  }
}

let tmp: string;
beforeAll(async () => {
  tmp = await mkdtemp(join(tmpdir(), 'harness-cli-'));
});
afterAll(async () => {
  await rm(tmp, { recursive: true, force: true });
});

describe('npm run validate', () => {
  it(
    'accepts the sample exported as a folder (exit 0)',
    async () => {
      const dir = join(tmp, 'sample');
      await writeFolder(dir, { ...exportFolder(sampleHarness), '.gitkeep': '' });
      const { code, stdout } = await cli(dir);
      expect(stdout).toBe('0 errors, 0 warnings\n');
      expect(code).toBe(0);
    },
    SPAWN_TIMEOUT,
  );

  it(
    'reports a broken skill with its pointer and file (exit 1)',
    async () => {
      const dir = join(tmp, 'broken');
      const files = exportFolder(sampleHarness);
      const path = 'skills/coupon-push/SKILL.md';
      files[path] = files[path]!.replace('  - create_cart_link\n', '  - send_red_packet\n');
      await writeFolder(dir, files);
      const { code, stdout } = await cli(dir);
      expect(code).toBe(1);
      expect(stdout).toMatch(/^error {3}\/skills\/1\/allowedTools\/1 {2}\S+ {2}.*send_red_packet/m);
      expect(stdout).toContain(`(${path})`);
      expect(stdout).toMatch(/^1 error, 0 warnings$/m);
    },
    SPAWN_TIMEOUT,
  );

  it(
    'checks a JSON file',
    async () => {
      const file = join(tmp, 'harness.json');
      await writeFile(file, JSON.stringify({ ...sampleHarness, name: '' }, null, 2));
      const { code, stdout } = await cli(file);
      expect(code).toBe(1);
      expect(stdout).toMatch(/^error {3}\/name {2}\S+ {2}/m);
    },
    SPAWN_TIMEOUT,
  );

  it(
    'fails with usage errors (exit 2)',
    async () => {
      const missing = await cli(join(tmp, 'no-such-thing'));
      expect(missing.code).toBe(2);
      expect(missing.stderr).toContain('no such file or folder');
    },
    SPAWN_TIMEOUT,
  );
});
