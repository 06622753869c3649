import { expect, it } from 'vitest';
import { describeRuntimeApi, type RuntimeApiContext } from '../../testing/describe-runtime-api';
import { askCase, harnessWithCases } from '../../testing/suite-runs';
import { expectProblem } from '../../testing/api-helpers';
import { text, type RecordedRequest } from '../../testing/model-server';
import type {
  Restatement,
  RestatementProposal,
} from '../../../src/harness/variants/restatements/contract';
import type {
  RobustnessArmDetail,
  RobustnessRun,
} from '../../../src/harness/variants/run-contract';
import type { HarnessDocument } from '../../../src/harness';
import { RESTATE_SYSTEM_MESSAGE } from './restate-text';

const SUITE = [askCase('greets', '你好', [{ type: 'reply_contains', values: ['欢迎'] }])];

const isRestating = (req: RecordedRequest) =>
  req.body.messages?.[0]?.content === RESTATE_SYSTEM_MESSAGE;

/** Restates by prefixing "换个说法：" to the text after the request's first blank line. */
function restatingHost(req: RecordedRequest) {
  if (!isRestating(req)) return text('欢迎来到直播间');
  const asked = String(req.body.messages?.at(-1)?.content ?? '');
  return text(`换个说法：${asked.slice(asked.indexOf('\n\n') + 2)}`);
}

const path = (harness: string) => `/harnesses/${harness}/restatements`;
const restatingRequests = (api: RuntimeApiContext) =>
  api.model().requests.filter(isRestating).length;

async function propose(api: RuntimeApiContext, harness: string, parts?: string[]) {
  const res = await api.as<RestatementProposal>('qa', 'POST', path(harness), {
    body: { target: 'draft', endpoint: 'large', ...(parts ? { parts } : {}) },
  });
  expect(res.status, res.text).toBe(200);
  return res.body;
}

describeRuntimeApi('restatements', (api) => {
  it('proposes, caches by endpoint and text, and lists each source beside its restatement', async () => {
    const harness = await harnessWithCases(api, SUITE);
    api.model().setFallback(restatingHost);
    const before = restatingRequests(api);
    const skills = await propose(api, harness, ['skills']);
    expect(skills.cached).toBe(0);
    expect(skills.requested).toBeGreaterThan(0);
    expect(restatingRequests(api) - before).toBe(skills.requested);
    expect(skills.restatements.every((r) => r.part === 'skills' && r.status === 'proposed')).toBe(
      true,
    );
    const one = skills.restatements[0]!;
    expect(one.restatedText).toBe(`换个说法：${one.sourceText}`);
    expect(one.text).toBe(one.restatedText);

    // Asking again for both parts restates only the tools' texts.
    const afterSkills = restatingRequests(api);
    const both = await propose(api, harness);
    expect(both.cached).toBe(skills.restatements.length);
    expect(restatingRequests(api) - afterSkills).toBe(both.requested);
    const afterBoth = restatingRequests(api);
    const again = await propose(api, harness);
    expect(again).toMatchObject({ requested: 0, cached: both.restatements.length });
    expect(restatingRequests(api)).toBe(afterBoth);

    const listed = await api.as<Restatement[]>(
      'merchant',
      'GET',
      `${path(harness)}?status=proposed`,
    );
    expect(listed.status, listed.text).toBe(200);
    expect(listed.body).toHaveLength(both.restatements.length);
    expect(listed.body[0]).toMatchObject({
      sourceText: expect.any(String),
      restatedText: expect.any(String),
    });
  });

  it('reviews: approve with an edit, reject, and refuses what it cannot take', async () => {
    const harness = await harnessWithCases(api, SUITE);
    api.model().setFallback(restatingHost);
    const proposed = (await propose(api, harness, ['skills'])).restatements;
    const first = proposed.find((r) => r.field === 'skill.description');
    const second = proposed.find((r) => r.field === 'skill.instructions');
    const put = (who: 'qa' | 'merchant', id: string, body: unknown) =>
      api.as<Restatement>(who, 'PUT', `${path(harness)}/${id}`, { body });

    const approved = await put('qa', first!.id, { status: 'approved', text: '审过的说法' });
    expect(approved.status, approved.text).toBe(200);
    expect(approved.body).toMatchObject({
      status: 'approved',
      editedText: '审过的说法',
      text: '审过的说法',
      reviewedBy: expect.any(String),
    });
    expect((await put('qa', second!.id, { status: 'rejected' })).body.status).toBe('rejected');
    const list = await api.as<Restatement[]>('qa', 'GET', `${path(harness)}?status=approved`);
    expect(list.body.map((r) => r.id)).toEqual([first!.id]);

    expectProblem(await put('merchant', first!.id, { status: 'approved' }), 403);
    expectProblem(await put('qa', first!.id, { status: 'fine' }), 400, '/status');
    expectProblem(await put('qa', first!.id, { status: 'approved', text: ' ' }), 400, '/text');
    // A skill description holds at most 1,024 characters: approving a longer one is refused.
    const long = await put('qa', first!.id, { status: 'approved', text: 'x'.repeat(1025) });
    expectProblem(long, 422, '/text');
    expectProblem(await put('qa', crypto.randomUUID(), { status: 'approved' }), 404);
    expectProblem(await put('qa', 'not-a-uuid', { status: 'approved' }), 400, '/params/rid');
    expectProblem(await api.as('qa', 'GET', `${path(harness)}?status=maybe`), 400, '/query/status');
  });

  it('refuses bad proposals at their fields and answers a model failure as a gateway', async () => {
    const harness = await harnessWithCases(api, SUITE);
    const post = (who: 'qa' | 'merchant', body: unknown) =>
      api.as('qa' === who ? 'qa' : 'merchant', 'POST', path(harness), { body });
    expectProblem(await post('qa', { target: 'draft', endpoint: 'nowhere' }), 400, '/endpoint');
    expectProblem(await post('qa', { target: 'v1', endpoint: 'large' }), 400, '/target');
    expectProblem(
      await post('qa', { target: 'draft', endpoint: 'large', parts: ['hooks'] }),
      400,
      '/parts/0',
    );
    expectProblem(
      await post('qa', { target: 'draft', endpoint: 'large', parts: [] }),
      400,
      '/parts',
    );
    expectProblem(await post('merchant', { target: 'draft', endpoint: 'large' }), 403);
    expectProblem(await post('qa', { target: 'draft', endpoint: 'down' }), 503);
    // Another shop's merchant cannot learn the harness exists.
    expectProblem(await api.as('otherMerchant', 'GET', path(harness)), 404);
  });

  it('a robustness run uses approved restatements only when asked, and says so', async () => {
    const harness = await harnessWithCases(api, SUITE);
    api.model().setFallback(restatingHost);
    const run = (restatements?: boolean) =>
      api.as<RobustnessRun>('qa', 'POST', `/harnesses/${harness}/robustness-runs`, {
        body: {
          target: 'draft',
          endpoint: 'default',
          families: ['skill-content', 'skill-ids'],
          variantsPerFamily: 1,
          trials: 1,
          seed: 5,
          ...(restatements === undefined ? {} : { restatements }),
        },
      });
    expectProblem(await run(true), 409, '/restatements');

    const { restatements } = await propose(api, harness, ['skills']);
    const description = restatements.find((r) => r.field === 'skill.description')!;
    const approved = await api.as('qa', 'PUT', `${path(harness)}/${description.id}`, {
      body: { status: 'approved', text: '审过的技能说明' },
    });
    expect(approved.status, approved.text).toBe(200);

    const started = await run(true);
    expect(started.status, started.text).toBe(202);
    const arm = (id: string) =>
      api.as<RobustnessArmDetail>(
        'merchant',
        'GET',
        `/harnesses/${harness}/robustness-runs/${started.body.id}/arms/${encodeURIComponent(id)}`,
      );
    const content = await arm('skill-content#1');
    expect(content.status, content.text).toBe(200);
    const document = content.body.document as HarnessDocument;
    const skill = document.skills.find((s) => s.id === description.entity)!;
    expect(skill.description).toBe('审过的技能说明');
    expect(content.body.arm.description).toMatch(
      /^Restated texts used: 1 text as written by the model endpoint "large"/,
    );
    const ids = await arm('skill-ids#1');
    expect(JSON.stringify(ids.body.document)).not.toContain('审过的技能说明');
    const identity = await arm('identity');
    expect(JSON.stringify(identity.body.document)).not.toContain('审过的技能说明');

    const plain = await run();
    expect(plain.status, plain.text).toBe(202);
    const plainArm = plain.body.arms.find((a) => a.id === 'skill-content#1')!;
    expect(plainArm.description).not.toMatch(/Restated/);
    for (const id of [started.body.id, plain.body.id]) {
      for (;;) {
        const res = await api.as<RobustnessRun>(
          'qa',
          'GET',
          `/harnesses/${harness}/robustness-runs/${id}`,
        );
        if (res.body.status !== 'running') break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
  });
});
