import { beforeAll, expect, it } from 'vitest';
import { describeRuntimeApi } from '../../testing/describe-runtime-api';
import { askCase, harnessWithCases } from '../../testing/suite-runs';
import { text } from '../../testing/model-server';
import { postSse } from '../../testing/sse-client';
import type { RobustnessRun } from '../../../src/harness/variants/run-contract';

const SUITE = [askCase('greets', '你好', [{ type: 'reply_contains', values: ['欢迎'] }])];
const problemOf = (res: { text: string }) =>
  JSON.parse(res.text) as { status: number; errors?: { pointer: string }[] };

describeRuntimeApi('POST /preview under a robustness run’s variant', (api) => {
  let harness = '';
  let run: RobustnessRun;

  beforeAll(async () => {
    harness = await harnessWithCases(api, SUITE);
    api.model().setFallback(text('欢迎来到直播间'));
    const started = await api.as<RobustnessRun>(
      'qa',
      'POST',
      `/harnesses/${harness}/robustness-runs`,
      {
        body: {
          target: 'draft',
          families: ['tool-schemas'],
          variantsPerFamily: 1,
          trials: 1,
          seed: 3,
        },
      },
    );
    expect(started.status, started.text).toBe(202);
    for (;;) {
      const res = await api.as<RobustnessRun>(
        'qa',
        'GET',
        `/harnesses/${harness}/robustness-runs/${started.body.id}`,
      );
      if (res.body.status !== 'running') {
        run = res.body;
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(run.status).toBe('finished');
  });

  const preview = (variant: unknown) =>
    postSse(`${api.baseUrl()}/api/v1/preview`, api.token('qa'), {
      harnessId: harness,
      conversation: [{ role: 'user', content: '你好' }],
      variant,
    });

  it('runs the turn on the arm’s variant: the model is offered its renamed tools', async () => {
    const before = api.model().requests.length;
    const res = await preview({ runId: run.id, arm: 'tool-schemas#1' });
    expect(res.status, res.text).toBe(200);
    expect(res.events.at(-1)?.event).toBe('done');
    const offered = (api.model().requests[before]?.body.tools ?? []).map(
      (t: { function: { name: string } }) => t.function.name,
    );
    expect(offered.length).toBeGreaterThan(0);
    // Every tool-schemas variant renames the sample's tools.
    expect(offered).not.toContain('list_promotions');

    const identity = await preview({ runId: run.id, arm: 'identity' });
    expect(identity.status, identity.text).toBe(200);
    const plain = (api.model().requests.at(-1)?.body.tools ?? []).map(
      (t: { function: { name: string } }) => t.function.name,
    );
    expect(plain).toContain('list_promotions');
  });

  it('refuses an unknown arm or run with a 400 pointing at the field', async () => {
    const arm = await preview({ runId: run.id, arm: 'tool-schemas#9' });
    expect(arm.status).toBe(400);
    expect(problemOf(arm).errors?.map((e) => e.pointer)).toContain('/variant/arm');

    const missing = await preview({
      runId: '00000000-0000-4000-8000-000000000000',
      arm: 'identity',
    });
    expect(missing.status).toBe(400);
    expect(problemOf(missing).errors?.map((e) => e.pointer)).toContain('/variant/runId');

    const notAnId = await preview({ runId: 'no-such-run', arm: 'identity' });
    expect(notAnId.status).toBe(400);
    expect(problemOf(notAnId).errors?.map((e) => e.pointer)).toContain('/variant/runId');

    const shape = await preview({ runId: run.id });
    expect(shape.status).toBe(400);
    expect(problemOf(shape).errors?.map((e) => e.pointer)).toContain('/variant/arm');
  });
});
