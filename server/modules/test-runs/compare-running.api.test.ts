import { expect, it } from 'vitest';
import type { StoredComparison } from '../../../src/harness/evaluation/run-contract';
import { describeRuntimeApi } from '../../testing/describe-runtime-api';
import { askCase, answerWith, followRun, harnessWithCases } from '../../testing/suite-runs';
import { text, type RecordedRequest } from '../../testing/model-server';

// A comparison with a run still going: the cases it has not reached are still to come, not
// removed, and the pass rates are over what both runs have finished. The model holds the
// second case's answer until the test lets it go, so the test decides what had finished.

const SUITE = [
  askCase('greets', '你好', [{ type: 'reply_contains', values: ['欢迎'] }]),
  askCase('brewing', '这款茶怎么泡', [{ type: 'reply_contains', values: ['90度'] }]),
  askCase('returns', '可以退货吗', [{ type: 'reply_contains', values: ['退'] }]),
];
const ANSWERS: Record<string, string> = {
  你好: '你好，欢迎来到直播间',
  这款茶怎么泡: '建议用90度的水冲泡',
  可以退货吗: '支持七天无理由退货',
};

describeRuntimeApi('comparing with a run still going', (api) => {
  it('leaves the cases it has not reached out until it ends', async () => {
    const harness = await harnessWithCases(api, SUITE);
    const start = async () => {
      const res = await api.as<{ id: string }>('qa', 'POST', `/harnesses/${harness}/test-runs`, {
        body: { target: 'draft', concurrency: 1 },
      });
      expect(res.status, res.text).toBe(202);
      return res.body.id;
    };
    answerWith(api, ANSWERS);
    const base = await start();
    expect((await followRun(api, harness, base)).at(-1)).toBe('done');

    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const asked = (req: RecordedRequest) =>
      String((req.body.messages ?? []).filter((m) => m.role === 'user').at(-1)?.content ?? '');
    api.model().setFallback((req: RecordedRequest) => {
      const question = asked(req);
      const answer = text(ANSWERS[question] ?? '嗯');
      return question === '这款茶怎么泡'
        ? { ...answer, holdAfter: { chunks: 1, until: held } }
        : answer;
    });
    const head = await start();
    const compare = () =>
      api.as<StoredComparison>(
        'qa',
        'GET',
        `/harnesses/${harness}/test-runs/${head}/compare?base=${base}`,
      );
    try {
      // One case at a time: once the second is asked, the first has finished.
      await expect
        .poll(async () => {
          const run = await api.as<{ done: number }>(
            'qa',
            'GET',
            `/harnesses/${harness}/test-runs/${head}`,
          );
          return run.body.done;
        })
        .toBe(1);
      const going = await compare();
      expect(going.status, going.text).toBe(200);
      expect(going.body).toMatchObject({
        running: { base: false, head: true },
        pending: ['brewing', 'returns'],
        removed: [],
        added: [],
        passRate: { base: 1, head: 1 },
      });
      expect(going.body.cases.map((c) => c.caseId)).toEqual(['greets']);
    } finally {
      release();
    }
    expect((await followRun(api, harness, head)).at(-1)).toBe('done');
    const ended = await compare();
    expect(ended.body).toMatchObject({
      running: { base: false, head: false },
      pending: [],
      removed: [],
      passRate: { base: 1, head: 1 },
    });
    expect(ended.body.cases).toHaveLength(3);
  });
});
