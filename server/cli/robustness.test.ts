import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeRuntimeApi } from '../testing/describe-runtime-api';
import { askCase, harnessWithCases } from '../testing/suite-runs';
import { call, text, toolCalls, type RecordedRequest } from '../testing/model-server';
import { runRobustness } from './robustness-run';

const SUITE = [
  askCase('greets', '你好', [{ type: 'reply_contains', values: ['欢迎'] }]),
  askCase('coupon', '有优惠券吗', [
    { type: 'tool_calls', calls: [{ name: 'list_promotions' }], allowExtra: true },
  ]),
];

/** Calls the sample's tool by its sample name whatever it is offered. */
function rememberingHost(req: RecordedRequest) {
  const last = req.body.messages?.at(-1);
  if (last?.role === 'tool') return text('新粉有20元券');
  if (String(last?.content).includes('优惠券')) {
    return toolCalls([
      call('list_promotions', { product_id: 'p-longjing-250', viewer_kind: 'new' }),
    ]);
  }
  return text('欢迎来到直播间');
}

async function cli(args: string[], env: Record<string, string> = {}) {
  let stdout = '';
  let stderr = '';
  const code = await runRobustness(args, {
    out: (t) => (stdout += t),
    err: (t) => (stderr += t),
    env,
  });
  return { code, stdout, stderr };
}

let tmp: string;
beforeAll(async () => {
  tmp = await mkdtemp(join(tmpdir(), 'robustness-cli-'));
});
afterAll(async () => {
  await rm(tmp, { recursive: true, force: true });
});

describeRuntimeApi('npm run robustness', (api) => {
  it('prints the report; exits 1 past --max-drop with a JUnit failure, 0 within it or the noise, 2 on usage', async () => {
    const harness = await harnessWithCases(api, SUITE);
    api.model().setFallback(rememberingHost);
    const base = ['--', '--server', api.baseUrl(), '--harness', harness, '--target', 'draft'];
    const small = ['--families', 'tool-schemas,hooks', '--variants', '1', '--trials', '2'];
    const env = { STUDIO_TOKEN: api.token('qa') };

    const junit = join(tmp, 'drop.xml');
    const dropped = await cli([...base, ...small, '--max-drop', '10', '--junit', junit], env);
    expect(dropped.stderr).toBe('');
    expect(dropped.stdout).toMatch(/identity 100\.0% \[/);
    expect(dropped.stdout).toMatch(/DROP tool-schemas .*worst 50\.0%.*drop 50\.0 points/);
    expect(dropped.stdout).toMatch(/ok {3}hooks /);
    // A suite this small cannot see the controls, and the report says so.
    expect(dropped.stdout).toContain('MISSED control swap-tool-descriptions');
    expect(dropped.stdout).toContain('run finished');
    expect(dropped.code).toBe(1);
    const xml = await readFile(junit, 'utf8');
    expect(xml).toMatch(
      /<testcase [^>]*name="family tool-schemas"[^>]*>\s*<failure message="worst variant tool-schemas#1/,
    );
    expect(xml).toMatch(/<testcase [^>]*name="family hooks"[^>]*\/>/);

    const tolerated = await cli([...base, ...small, '--max-drop', '60'], env);
    expect(tolerated.code).toBe(0);
    // Without a limit only a drop beyond the noise floor fails: 4 trials cannot show one.
    const noisy = await cli([...base, ...small], env);
    expect(noisy.stdout).toMatch(/ok {3}tool-schemas .*drop 50\.0 points\n/);
    expect(noisy.code).toBe(0);

    expect((await cli([...base, '--variants', '11'], env)).code).toBe(2);
    expect((await cli([...base, '--max-drop', 'lots'], env)).code).toBe(2);
    expect((await cli(['--harness', harness], env)).code).toBe(2);
    const refused = await cli([...base, '--families', 'tool-names'], env);
    expect(refused.stderr).toContain('/families/0');
    expect(refused.code).toBe(2);
    expect((await cli(base)).code).toBe(2);
    // Restatements asked for and none approved: the studio's 409 at its flag.
    const none = await cli([...base, ...small, '--restatements'], env);
    expect(none.stderr).toContain('/restatements');
    expect(none.code).toBe(2);
  });
});
