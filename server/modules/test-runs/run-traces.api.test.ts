import { expect, it } from 'vitest';
import { sampleContexts } from '../../../src/harness/sample';
import type { TurnEvent } from '../../../src/harness/runtime-events';
import { createRelaxedSample, describeRuntimeApi } from '../../testing/describe-runtime-api';
import { followRun } from '../../testing/suite-runs';
import {
  call as toolCall,
  text,
  toolCalls,
  type RecordedRequest,
} from '../../testing/model-server';

const REPLY = '新粉到手229元，今晚下单最划算！';
const QUOTE = {
  product_id: 'p-longjing-250',
  quantity: 1,
  viewer_kind: 'new',
  coupon_code: 'NEWFAN20',
};

const priceCase = {
  id: 'new-viewer-price',
  name: 'A new viewer asks the price',
  conversation: [{ role: 'user', content: '新粉买一盒多少钱？' }],
  context: sampleContexts[0]!.context,
  trials: 2,
  expectations: [{ type: 'reply_contains', values: ['229'] }],
};

interface RunCase {
  caseId: string;
  records: { reply: string | null }[];
  traces: TurnEvent[][];
}

describeRuntimeApi('test runs: traces', (api) => {
  it(
    'keeps every trial’s turn events: hooks, the tool call and result, one merged delta per step',
    { timeout: 20_000 },
    async () => {
      const harness = await createRelaxedSample(api);
      const put = await api.as('qa', 'PUT', `/harnesses/${harness}/test-cases/${priceCase.id}`, {
        body: priceCase,
      });
      expect(put.status, put.text).toBe(201);
      // The sample's example hook is off as it ships: switched on, every turn traces it.
      const path = `/harnesses/${harness}/draft/entities/hook/off-topic-guard`;
      const hook = await api.as<{ revision: number; value: Record<string, unknown> }>(
        'engineer',
        'GET',
        path,
      );
      const on = await api.as('engineer', 'PUT', path, {
        body: { ...hook.body.value, enabled: true },
        headers: { 'if-match': `"${hook.body.revision}"` },
      });
      expect(on.status, on.text).toBe(200);
      // First round: the model asks for the price; second round (a tool message is there): it
      // answers in two-character chunks, so the turn streams many deltas.
      api
        .model()
        .setFallback((req: RecordedRequest) =>
          (req.body.messages ?? []).some((m) => m.role === 'tool')
            ? text(REPLY, { chunkSize: 2 })
            : toolCalls([toolCall('quote_final_price', QUOTE, 'call_1')]),
        );
      const started = await api.as<{ id: string }>(
        'qa',
        'POST',
        `/harnesses/${harness}/test-runs`,
        { body: { target: 'draft' } },
      );
      expect(started.status, started.text).toBe(202);
      await followRun(api, harness, started.body.id);

      const run = await api.as<{ status: string; cases: RunCase[] }>(
        'merchant',
        'GET',
        `/harnesses/${harness}/test-runs/${started.body.id}`,
      );
      expect(run.status, run.text).toBe(200);
      expect(run.body.status).toBe('finished');
      const [stored] = run.body.cases;
      expect(stored!.traces).toHaveLength(2);
      expect(stored!.records.map((r) => r.reply)).toEqual([REPLY, REPLY]);

      for (const trace of stored!.traces) {
        const types = trace.map((e) => e.type);
        expect(types[0]).toBe('start');
        expect(types.at(-1)).toBe('done');
        for (const t of ['prompt', 'hook', 'model_start', 'model_end', 'tool_result', 'reply']) {
          expect(types, t).toContain(t);
        }
        expect(trace.find((e) => e.type === 'tool_call')).toMatchObject({
          step: 1,
          id: 'call_1',
          name: 'quote_final_price',
          arguments: QUOTE,
        });
        expect(trace.find((e) => e.type === 'tool_result')).toMatchObject({
          name: 'quote_final_price',
          ok: true,
          result: { final_price: 229 },
        });
        expect(trace.find((e) => e.type === 'hook')).toMatchObject({
          hookId: 'off-topic-guard',
          event: 'user_message',
          outcome: 'continue',
        });
        // The reply streamed in many chunks is kept as one delta with the whole text.
        const deltas = trace.filter((e) => e.type === 'delta');
        expect(deltas).toEqual([expect.objectContaining({ step: 2, text: REPLY })]);
        for (let i = 1; i < trace.length; i++) {
          expect(trace[i]!.at).toBeGreaterThanOrEqual(trace[i - 1]!.at);
        }
        expect(trace.at(-1)).toMatchObject({ type: 'done', outcome: 'reply', reply: REPLY });
      }
    },
  );

  it('reads a case stored before traces were kept with no traces', async () => {
    const harness = await createRelaxedSample(api);
    const runId = crypto.randomUUID();
    await api.db().run(
      `INSERT INTO test_runs (id, harness_id, target, version, status, total, done, created_at, created_by)
       VALUES (?, ?, 'draft', NULL, 'finished', 1, 1, ?, 'qa')`,
      [runId, harness, '2020-01-01T00:00:00.000Z'],
    );
    // The columns a run case had before migration 003.
    await api.db().run(
      `INSERT INTO test_run_cases (run_id, case_id, position, test_case, evaluation, records)
       VALUES (?, 'old-case', 0, ?, ?, '[]')`,
      [runId, JSON.stringify(priceCase), JSON.stringify({ caseId: 'old-case', pass: true })],
    );
    const run = await api.as<{ cases: RunCase[] }>(
      'qa',
      'GET',
      `/harnesses/${harness}/test-runs/${runId}`,
    );
    expect(run.status, run.text).toBe(200);
    expect(run.body.cases).toEqual([expect.objectContaining({ caseId: 'old-case', traces: [] })]);
  });
});
