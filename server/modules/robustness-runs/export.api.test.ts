import { beforeAll, expect, it } from 'vitest';
import { harnessDocumentSchema } from '../../../src/harness';
import { sampleHarness } from '../../../src/harness/sample';
import type { RobustnessRun } from '../../../src/harness/variants/run-contract';
import type {
  OpenAiChatLine,
  RlEnvironment,
  SharegptLine,
} from '../../../src/harness/variants/training';
import { describeRuntimeApi } from '../../testing/describe-runtime-api';
import { expectProblem } from '../../testing/api-helpers';
import {
  FLAKY_REPLY,
  finishedTrainingRun,
  flakyHost,
  jsonLines,
  TRAINING_CASES,
} from '../../testing/training-runs';
import type { PreferenceLine } from '../../../src/harness/variants/training';

const original = new Set(harnessDocumentSchema.parse(sampleHarness).tools.map((t) => t.name));

describeRuntimeApi('robustness run exports', (api) => {
  let harness = '';
  let run: RobustnessRun;
  const path = (rest: string) => `/harnesses/${harness}/robustness-runs/${run.id}/${rest}`;
  beforeAll(async () => {
    ({ harness, run } = await finishedTrainingRun(api));
  }, 150_000);

  it("writes passing trials as OpenAI chat lines in the variant's names, calls paired by id", async () => {
    const { res, lines } = await jsonLines<OpenAiChatLine>(api, path('export?format=openai'));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/x-ndjson');
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="[\w.-]+-openai\.jsonl"$/,
    );
    // Identity and the variant, two trials each, every case passing: controls left out.
    expect(lines).toHaveLength(TRAINING_CASES.length * 2 * 2);
    let renamed = 0;
    for (const line of lines) {
      expect(line.messages[0]!.role).toBe('system');
      expect(line.messages.at(-1)).toMatchObject({ role: 'assistant' });
      const offered = new Set(line.tools!.map((t) => t.function.name));
      const calls = line.messages.flatMap((m) => ('tool_calls' in m ? (m.tool_calls ?? []) : []));
      const answered = line.messages.flatMap((m) => (m.role === 'tool' ? [m.tool_call_id] : []));
      expect(answered).toEqual(calls.map((c) => c.id));
      for (const c of calls) expect(offered).toContain(c.function.name);
      if ([...offered].every((n) => !original.has(n))) {
        renamed++;
        for (const c of calls) expect(original).not.toContain(c.function.name);
      }
    }
    // The tool-schemas variant's lines: every case, both trials.
    expect(renamed).toBe(TRAINING_CASES.length * 2);
  });

  it('writes sharegpt lines whose roles alternate, with their dataset_info entry', async () => {
    const { lines } = await jsonLines<SharegptLine>(api, path('export?format=sharegpt'));
    expect(lines).toHaveLength(TRAINING_CASES.length * 2 * 2);
    for (const line of lines) {
      line.conversations.forEach((t, i) =>
        expect(i % 2 === 0 ? ['human', 'observation'] : ['gpt', 'function_call']).toContain(t.from),
      );
      expect(line.conversations.at(-1)!.from).toBe('gpt');
      expect(Array.isArray(JSON.parse(line.tools))).toBe(true);
    }
    expect(lines.some((l) => l.conversations.some((t) => t.from === 'function_call'))).toBe(true);
    const info = await api.as<Record<string, { file_name: string; formatting: string }>>(
      'merchant',
      'GET',
      path('export/dataset-info'),
    );
    expect(info.status, info.text).toBe(200);
    const [entry] = Object.values(info.body);
    expect(entry).toMatchObject({ formatting: 'sharegpt' });
    expect(entry!.file_name).toMatch(/-sharegpt\.jsonl$/);
  });

  it('writes an RL environment per case, arm and endpoint with a label', async () => {
    const { lines } = await jsonLines<RlEnvironment>(api, path('export?format=rl'));
    expect(lines).toHaveLength(TRAINING_CASES.length * 2);
    // Only one endpoint's trials: the run had one, so another one gives nothing.
    expect((await jsonLines(api, path('export?format=rl&endpoint=default'))).lines).toHaveLength(
      lines.length,
    );
    expect((await jsonLines(api, path('export?format=rl&endpoint=large'))).lines).toEqual([]);
    const env = lines.find(
      (l) => l.arm === 'tool-schemas#1' && l.caseId === TRAINING_CASES[1]!.id,
    )!;
    expect(env.label).toBe(`${run.id}/tool-schemas#1/${env.caseId}`);
    expect(env.expectations).toEqual(
      TRAINING_CASES[1]!.expectations.map((e) => expect.objectContaining(e)),
    );
    expect(Object.keys(env.inverse.tools).length).toBeGreaterThan(0);
    // The sample's cache-friendly layout: system text, the per-turn message, the viewer.
    expect(env.request.messages.map((m) => m.role)).toEqual(['system', 'system', 'user']);
    // Every trial passed: no failing trial to pair with.
    const pairs = await jsonLines(api, path('export?format=preference'));
    expect(pairs.res.status).toBe(200);
    expect(pairs.lines).toEqual([]);
  });

  it('pairs each passing trial with a failing one of the same case and arm', async () => {
    const flaky = await finishedTrainingRun(api, flakyHost());
    const base = `/harnesses/${flaky.harness}/robustness-runs/${flaky.run.id}/export`;
    const { lines } = await jsonLines<PreferenceLine>(api, `${base}?format=preference`);
    // Identity and the variant: one pass and one fail per case.
    expect(lines).toHaveLength(TRAINING_CASES.length * 2);
    for (const line of lines) {
      expect(line.input.messages.slice(0, 3).map((m) => m.role)).toEqual([
        'system',
        'system',
        'user',
      ]);
      expect(line.non_preferred_output).toEqual([{ role: 'assistant', content: FLAKY_REPLY }]);
      expect(line.preferred_output).toHaveLength(1);
      expect(line.preferred_output[0]).not.toEqual(line.non_preferred_output[0]);
    }
    // The lookup and the quote (two cases, two arms): the better answer is the call itself.
    const calling = lines.filter((l) => 'tool_calls' in l.preferred_output[0]!);
    expect(calling).toHaveLength(4);
    const openai = await jsonLines<OpenAiChatLine>(api, `${base}?format=openai`);
    expect(openai.lines).toHaveLength(TRAINING_CASES.length * 2);
  }, 150_000);

  it('answers a request sent again as it answered it the first time (a retry flips nothing)', () => {
    const host = flakyHost();
    const ask = (seed: number) => ({
      method: 'POST',
      path: '/v1/chat/completions',
      headers: {},
      abandoned: false,
      body: { seed, messages: [{ role: 'user', content: '这款茶多少钱？' }] },
    });
    const first = [host(ask(0)), host(ask(1))];
    expect([host(ask(0)), host(ask(1))]).toEqual(first);
    expect(first[1]).toMatchObject({ kind: 'text', text: FLAKY_REPLY });
    expect(first[0]).not.toEqual(first[1]);
  });

  it('refuses an unknown format at /query/format, and an unknown or hidden run', async () => {
    expectProblem(await api.as('merchant', 'GET', path('export?format=csv')), 400, '/query/format');
    expectProblem(await api.as('merchant', 'GET', path('export')), 400, '/query/format');
    const other = `/harnesses/${harness}/robustness-runs/00000000-0000-4000-8000-000000000000`;
    expectProblem(await api.as('merchant', 'GET', `${other}/export?format=rl`), 404);
    expectProblem(await api.as('otherMerchant', 'GET', path('export?format=rl')), 404);
    expectProblem(await api.as('otherMerchant', 'GET', path('export/dataset-info')), 404);
  });
});
