import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleHarness } from '../../src/harness/sample';
import { stringify } from 'yaml';
import { runValidate } from './run-validate';

async function call(...argv: string[]) {
  let stdout = '';
  let stderr = '';
  const code = await runValidate(argv, {
    out: (t) => (stdout += t),
    err: (t) => (stderr += t),
  });
  return { code, stdout, stderr };
}

let tmp: string;
beforeAll(async () => {
  tmp = await mkdtemp(join(tmpdir(), 'harness-run-'));
});
afterAll(async () => {
  await rm(tmp, { recursive: true, force: true });
});

describe('runValidate', () => {
  it('reads YAML files', async () => {
    const file = join(tmp, 'harness.yml');
    await writeFile(file, stringify(sampleHarness));
    expect(await call(file)).toEqual({ code: 0, stdout: '0 errors, 0 warnings\n', stderr: '' });
  });

  it('prints a JSON report with --json', async () => {
    const file = join(tmp, 'no-name.json');
    await writeFile(file, JSON.stringify({ ...sampleHarness, name: '' }));
    const { code, stdout } = await call('--json', file);
    expect(code).toBe(1);
    const report = JSON.parse(stdout);
    expect(report).toMatchObject({ path: file, valid: false, errors: 1, warnings: 0 });
    expect(report.diagnostics[0]).toMatchObject({
      pointer: '/name',
      severity: 'error',
      code: 'schema.too_small',
      params: { kind: 'empty', n: 1 },
    });
  });

  it('reports unreadable JSON as a harness error', async () => {
    const file = join(tmp, 'bad.json');
    await writeFile(file, '{ "schemaVersion": 2,');
    const { code, stdout } = await call(file);
    expect(code).toBe(1);
    expect(stdout).toMatch(/^error {3}\(root\) {2}input\.bad_json {2}bad\.json: /m);
  });

  it('reports a folder without harness.yaml', async () => {
    const { code, stdout } = await call(tmp);
    expect(code).toBe(1);
    expect(stdout).toContain('folder.missing_manifest');
  });

  it('fails with usage errors', async () => {
    for (const argv of [[], ['a', 'b'], ['--color', 'x'], [join(tmp, 'notes.txt')]]) {
      if (argv[0]?.endsWith('notes.txt')) await writeFile(argv[0], 'hi');
      const { code, stderr } = await call(...argv);
      expect(code).toBe(2);
      expect(stderr.length).toBeGreaterThan(0);
    }
  });

  it('prints help', async () => {
    const { code, stdout } = await call('--help');
    expect(code).toBe(0);
    expect(stdout).toContain('Usage:');
  });
});
