import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  createRelaxedSample,
  describeRuntimeApi,
  type RuntimeApiContext,
} from '../testing/describe-runtime-api';
import { text, type RecordedRequest } from '../testing/model-server';

const run = promisify(execFile);
// Each spawn compiles the CLI with tsx: seconds on a loaded machine.
const SPAWN_TIMEOUT = 60_000;

async function cli(args: string[], env: Record<string, string> = {}) {
  try {
    const { stdout, stderr } = await run(
      'node_modules/.bin/tsx',
      ['server/cli/test-suite.ts', ...args],
      {
        env: { ...process.env, ...env },
      },
    );
    return { code: 0, stdout, stderr };
  } catch (e) {
    const failed = e as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

const CASES = [
  {
    id: 'greets',
    name: 'Greets',
    conversation: [{ role: 'user', content: '你好' }],
    expectations: [{ type: 'reply_contains', values: ['欢迎'] }],
  },
  {
    id: 'brewing',
    name: 'Brewing temperature',
    conversation: [{ role: 'user', content: '这款茶怎么泡' }],
    expectations: [{ type: 'reply_contains', values: ['90度'] }],
  },
];

function answerWith(api: RuntimeApiContext, answers: Record<string, string>) {
  api.model().setFallback((req: RecordedRequest) => {
    const users = (req.body.messages ?? []).filter((m) => m.role === 'user');
    return text(answers[String(users.at(-1)?.content ?? '')] ?? '嗯');
  });
}

let tmp: string;
beforeAll(async () => {
  tmp = await mkdtemp(join(tmpdir(), 'test-suite-cli-'));
});
afterAll(async () => {
  await rm(tmp, { recursive: true, force: true });
});

describeRuntimeApi('npm run test-suite', (api) => {
  it(
    'exits 0 at the threshold, 1 below it with a JUnit failure, 2 on usage errors',
    async () => {
      const harness = await createRelaxedSample(api);
      for (const c of CASES) {
        await api.as('qa', 'PUT', `/harnesses/${harness}/test-cases/${c.id}`, { body: c });
      }
      await api.as('admin', 'POST', `/harnesses/${harness}/versions`, { body: { message: 'v1' } });
      const server = ['--server', api.baseUrl(), '--harness', harness];

      answerWith(api, { 你好: '你好，欢迎', 这款茶怎么泡: '建议90度水温' });
      const junit = join(tmp, 'pass.xml');
      const good = await cli([...server, '--target', 'v1', '--junit', junit], {
        STUDIO_TOKEN: api.token('qa'),
      });
      expect(good.stderr).toBe('');
      expect(good.stdout).toContain('2/2 cases passed (100.0%); threshold 95.0%');
      expect(good.code).toBe(0);
      expect(await readFile(junit, 'utf8')).toContain('tests="2" failures="0"');

      answerWith(api, { 你好: '你好，欢迎', 这款茶怎么泡: '开水就行' });
      const failing = join(tmp, 'fail.xml');
      const bad = await cli([
        ...server,
        '--target',
        'draft',
        '--token',
        api.token('qa'),
        '--junit',
        failing,
      ]);
      expect(bad.stdout).toContain('FAIL brewing');
      expect(bad.stdout).toContain('1/2 cases passed (50.0%)');
      expect(bad.code).toBe(1);
      const xml = await readFile(failing, 'utf8');
      expect(xml).toContain('tests="2" failures="1"');
      expect(xml).toMatch(/<testcase [^>]*name="brewing: Brewing temperature"[^>]*>\s*<failure/);

      expect((await cli([...server])).code).toBe(2);
      expect((await cli([...server, '--target', 'vx'])).code).toBe(2);
      expect((await cli([...server, '--target', 'draft', '--bogus'])).code).toBe(2);
      // The studio refuses: no token, then a version that does not exist.
      expect((await cli([...server, '--target', 'draft'])).code).toBe(2);
      const missing = await cli([...server, '--target', 'v9', '--token', api.token('qa')]);
      expect(missing.stderr).toContain('/target');
      expect(missing.code).toBe(2);
    },
    SPAWN_TIMEOUT * 4,
  );
});
