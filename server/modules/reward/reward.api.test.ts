import { beforeAll, expect, it } from 'vitest';
import type { RobustnessRun } from '../../../src/harness/variants/run-contract';
import type { RlEnvironment } from '../../../src/harness/variants/training';
import { describeRuntimeApi } from '../../testing/describe-runtime-api';
import { expectProblem } from '../../testing/api-helpers';
import { HOST_PLAN } from '../../testing/host-suite';
import { finishedTrainingRun, jsonLines, TRAINING_CASES } from '../../testing/training-runs';

interface Reward {
  reward: number;
  passed: boolean;
  share: number;
  checks: { index: number; type: string; pass: boolean }[];
}

// The lookup case: get_product_detail(product_id) then the planned reply.
const LOOKUP = TRAINING_CASES[1]!;
const plan = HOST_PLAN[LOOKUP.name]!;

describeRuntimeApi('the reward endpoint', (api) => {
  let harness = '';
  let run: RobustnessRun;
  let env: RlEnvironment;
  /** The variant's names for the tool and its argument, read off the environment's inverse. */
  let tool = '';
  let arg = '';
  const reward = <T = Reward>(body: unknown, who: 'merchant' | 'otherMerchant' = 'merchant') =>
    api.as<T>(who, 'POST', `/harnesses/${harness}/reward`, { body });

  beforeAll(async () => {
    ({ harness, run } = await finishedTrainingRun(api));
    const { lines } = await jsonLines<RlEnvironment>(
      api,
      `/harnesses/${harness}/robustness-runs/${run.id}/export?format=rl`,
    );
    env = lines.find((l) => l.arm === 'tool-schemas#1' && l.caseId === LOOKUP.id)!;
    tool = Object.entries(env.inverse.tools).find(([, o]) => o === 'get_product_detail')![0];
    arg = Object.entries(env.inverse.arguments.get_product_detail!).find(
      ([, p]) => p.name === 'product_id',
    )![0];
  }, 150_000);

  const messagesCalling = (name: string, args: Record<string, unknown>) => [
    {
      role: 'assistant',
      content: null,
      tool_calls: [
        { id: 'c1', type: 'function', function: { name, arguments: JSON.stringify(args) } },
      ],
    },
    { role: 'tool', tool_call_id: 'c1', content: '{"origin":"杭州"}' },
    { role: 'assistant', content: plan.reply },
  ];
  const hermes = (name: string, args: Record<string, unknown>) =>
    `<tool_call>\n${JSON.stringify({ name, arguments: args })}\n</tool_call><|im_end|>\n` +
    `<|im_start|>user\n<tool_response>\n{}\n</tool_response><|im_end|>\n` +
    `<|im_start|>assistant\n${plan.reply}<|im_end|>`;

  it("gives 1 for the expected call in the variant's names and 0 for the original name", async () => {
    const right = await reward({
      label: env.label,
      messages: messagesCalling(tool, { [arg]: 'p-longjing-250' }),
    });
    expect(right.status, right.text).toBe(200);
    expect(right.body).toMatchObject({ reward: 1, passed: true, share: 1 });
    expect(right.body.checks.map((c) => c.type)).toEqual(['tool_calls', 'reply_contains']);
    const old = await reward({
      label: env.label,
      messages: messagesCalling('get_product_detail', { product_id: 'p-longjing-250' }),
    });
    expect(old.body).toMatchObject({ reward: 0, passed: false, share: 0.5 });
    expect(old.body.checks[0]).toMatchObject({ type: 'tool_calls', pass: false });
  });

  it('reads a raw Hermes completion the same way', async () => {
    const right = await reward({
      label: env.label,
      completion: hermes(tool, { [arg]: 'p-longjing-250' }),
    });
    expect(right.status, right.text).toBe(200);
    expect(right.body.reward).toBe(1);
    const old = await reward({
      label: env.label,
      completion: hermes('get_product_detail', { product_id: 'p-longjing-250' }),
    });
    expect(old.body.reward).toBe(0);
  });

  it("answers OpenRLHF's remote reward body with rewards, scores and extra_logs per query", async () => {
    const prompt = '<|im_start|>system\n...<|im_end|>\n<|im_start|>assistant\n';
    const res = await reward<{
      rewards: number[];
      scores: number[];
      extra_logs: Record<string, number[]>;
    }>({
      query: [
        prompt + hermes(tool, { [arg]: 'p-longjing-250' }),
        prompt + hermes('get_product_detail', { product_id: 'p-longjing-250' }),
      ],
      prompts: [prompt, prompt],
      labels: [env.label, env.label],
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body.rewards).toEqual([1, 0]);
    expect(res.body.scores).toEqual([1, 0]);
    expect(res.body.extra_logs.share).toEqual([1, 0.5]);
  });

  it('refuses bad bodies and labels with a pointer, and hides another shop’s harness', async () => {
    const ok = messagesCalling(tool, { [arg]: 'p-longjing-250' });
    const unknownCase = `${run.id}/tool-schemas#1/no-such-case`;
    expectProblem(await reward({ label: unknownCase, messages: ok }), 400, '/label');
    expectProblem(await reward({ label: 'not-a-label', completion: 'hi' }), 400, '/label');
    expectProblem(
      await reward({ label: `${run.id}/nope/${LOOKUP.id}`, messages: ok }),
      400,
      '/label',
    );
    expectProblem(
      await reward({
        label: `00000000-0000-4000-8000-000000000000/identity/${LOOKUP.id}`,
        messages: ok,
      }),
      400,
      '/label',
    );
    const batch = await reward({
      query: ['a', 'b', 'c', 'd'],
      prompts: ['', '', '', ''],
      labels: [env.label, env.label, env.label, 'x/y'],
    });
    expectProblem(batch, 400, '/labels/3');
    expectProblem(
      await reward({ query: ['a'], prompts: [], labels: [env.label] }),
      400,
      '/prompts',
    );
    expectProblem(await reward({ label: env.label, messages: 'hi' }), 400, '/messages');
    expectProblem(
      await reward({ label: env.label, messages: [{ role: 'robot', content: 'x' }] }),
      400,
      '/messages/0/role',
    );
    expectProblem(await reward({ label: env.label, messages: ok, extra: 1 }), 400);
    expectProblem(await reward({ label: env.label, messages: ok }, 'otherMerchant'), 404);
  });

  it('is in the OpenAPI document with its three bodies', async () => {
    const doc = await api.as<{ paths: Record<string, Record<string, { requestBody?: unknown }>> }>(
      'anonymous',
      'GET',
      '/openapi.json',
    );
    expect(doc.status).toBe(200);
    const body = JSON.stringify(doc.body.paths['/api/v1/harnesses/{id}/reward']!.post!.requestBody);
    for (const key of ['"label"', '"messages"', '"completion"', '"query"', '"prompts"', '"labels"'])
      expect(body).toContain(key);
    expect(doc.body.paths).toHaveProperty([
      '/api/v1/harnesses/{id}/robustness-runs/{runId}/export/dataset-info',
    ]);
  });
});
