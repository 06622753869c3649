import { beforeAll, expect, it } from 'vitest';
import { describeRuntimeApi } from '../../testing/describe-runtime-api';
import { expectProblem } from '../../testing/api-helpers';
import { readSse, type SseEvent } from '../../testing/sse-client';
import { text, type RecordedRequest, type ScriptedResponse } from '../../testing/model-server';
import type { AuditEntry, Label } from '../../../src/harness/records';
import type { ExperimentReport } from '../../../src/harness/experiments';
import { GuardrailChecker } from './guardrail-checker';
import {
  scriptArmOf,
  runningSplit,
  splitStaging,
  TREATMENT_TEMPERATURE,
  twoVersions,
  viewerTurn,
} from './experiment-testing';

// Arm B (version 2, told apart by its sampling temperature) fails at the model server: the
// error-rate guardrail breaks with confidence once enough turns were traced, and the checker
// moves `staging` back to version 1 by itself, audited as the system with the figures and
// announced on the harness's event stream.
describeRuntimeApi('guarded rollout', (api) => {
  let id = '';
  beforeAll(async () => {
    api
      .model()
      .setFallback((req: RecordedRequest): ScriptedResponse =>
        req.body.temperature === TREATMENT_TEMPERATURE
          ? { kind: 'http_error', status: 500, message: 'CUDA out of memory' }
          : text('有的，今晚下单立减二十元。'),
      );
    id = await twoVersions(api);
  });

  it('refuses bad guardrails with pointers', async () => {
    const put = (guardrails: unknown) =>
      api.as('publisher', 'PUT', `/harnesses/${id}/labels/staging`, {
        body: { version: 1, split: { version: 2, percent: 50, guardrails }, reason: 'A/B' },
      });
    expectProblem(
      await put([{ kind: 'error_rate', maxIncrease: 2 }]),
      400,
      '/split/guardrails/0/maxIncrease',
    );
    expectProblem(await put([{ kind: 'latency' }]), 400, '/split/guardrails/0/kind');
    expectProblem(
      await put([{ kind: 'metric', event: 'Bad!', maxDrop: 0.1 }]),
      400,
      '/split/guardrails/0/event',
    );
    expectProblem(
      await put([{ kind: 'first_token_p95', maxMs: 1.5 }]),
      400,
      '/split/guardrails/0/maxMs',
    );
  });

  it('keeps the guardrails on the label and its history', async () => {
    const guardrails = [
      { kind: 'error_rate', maxIncrease: 0.05 },
      { kind: 'first_token_p95', maxMs: 8_000 },
      { kind: 'metric', event: 'confirmed_receipt', measure: 'valuePerUnit', maxDrop: 0.1 },
    ] as const;
    const res = await splitStaging(api, id, 50, [...guardrails]);
    const body = res.body as { label: Label };
    const experiment = {
      experimentId: body.label.split!.experimentId,
      salt: body.label.split!.experimentId,
    };
    expect(experiment.experimentId).toMatch(/^exp_[0-9a-f]{16}$/);
    expect(body.label.split).toEqual({ version: 2, percent: 50, guardrails, ...experiment });
    const moves = await api.as<{ items: Array<{ toSplit: Label['split'] }> }>(
      'qa',
      'GET',
      `/harnesses/${id}/labels/staging/moves`,
    );
    expect(moves.body.items[0]!.toSplit).toEqual({
      version: 2,
      percent: 50,
      guardrails,
      ...experiment,
    });
  });

  it('rolls the split back by itself when arm B errors', { timeout: 120_000 }, async () => {
    const events: SseEvent[] = [];
    const controller = new AbortController();
    const stream = await fetch(`${api.baseUrl()}/api/v1/harnesses/${id}/events`, {
      headers: { authorization: `Bearer ${api.token('engineer')}` },
      signal: controller.signal,
    });
    const reading = (async () => {
      try {
        for await (const e of readSse(stream)) events.push(e);
      } catch {
        // aborted at the end of the test
      }
    })();

    // A few turns: B fails every time, but that is not yet enough to be sure.
    const { salt } = await runningSplit(api, id);
    const turn = async (i: number) => {
      const arm = scriptArmOf(`g-${i}`, 50, salt);
      const res = await viewerTurn(api, id, `g-${i}`);
      expect(res.status, `viewer g-${i} on arm ${arm}`).toBe(arm === 'treatment' ? 502 : 200);
    };
    for (let i = 0; i < 10; i++) await turn(i);
    await api.studio().deps.traceCapture.flush();
    const early = await api.as(
      'publisher',
      'POST',
      `/harnesses/${id}/labels/staging/experiment/check`,
    );
    expect(early.body).toMatchObject({ breached: [], rolledBack: false });

    for (let i = 10; i < 100; i++) await turn(i);
    await api.studio().deps.traceCapture.flush();
    // The studio's own timer does this every few minutes; a checker on a short timer here.
    const checker = new GuardrailChecker(api.db(), 50);
    checker.open();
    const label = async () =>
      (await api.as<Label>('qa', 'GET', `/harnesses/${id}/labels`)).body as unknown as Label[];
    await expect
      .poll(async () => (await label()).find((l) => l.name === 'staging')?.split, {
        timeout: 20_000,
      })
      .toBeNull();
    await checker.close();

    const staging = (await label()).find((l) => l.name === 'staging')!;
    expect(staging).toMatchObject({ version: 1, split: null, updatedBy: 'system' });

    const audit = await api.as<{ items: AuditEntry[] }>(
      'admin',
      'GET',
      `/audit?harnessId=${id}&actor=system`,
    );
    const rollback = audit.body.items.find((e) => e.action === 'experiment.rollback')!;
    expect(rollback.entity).toBe('label/staging');
    const after = rollback.after as {
      breaches: Array<{ guardrail: { kind: string }; low: number; summary: string }>;
    };
    expect(after.breaches.map((b) => b.guardrail.kind)).toEqual(['error_rate']);
    expect(after.breaches[0]!.low).toBeGreaterThan(0.05);
    expect(after.breaches[0]!.summary).toContain('Error rate 100.00% (v2)');
    // Back to the version the label served before the split: recorded as a rollback.
    expect(audit.body.items.some((e) => e.action === 'label.rollback')).toBe(true);

    await expect
      .poll(() => events.some((e) => e.event === 'label' && e.data.includes('rollback')))
      .toBe(true);
    const announced = JSON.parse(
      events.find((e) => e.event === 'label' && e.data.includes('rollback'))!.data,
    );
    expect(announced).toMatchObject({
      label: 'staging',
      version: 1,
      split: null,
      actor: 'system',
      rollback: { fromSplit: { version: 2, percent: 50 }, breaches: [{ kind: 'error_rate' }] },
    });
    controller.abort();
    await reading;

    const report = await api.as<ExperimentReport>(
      'qa',
      'GET',
      `/harnesses/${id}/labels/staging/experiment`,
    );
    expect(report.status, report.text).toBe(200);
    expect(report.body.endedAt).not.toBeNull();
    expect(report.body.rollback).toMatchObject({ fromSplit: { version: 2, percent: 50 } });
    expect(report.body.arms[1]!.errorRate).toBe(1);
    expect(report.body.arms[0]!.errorRate).toBe(0);
    expect(report.body.guardrails.find((g) => g.guardrail.kind === 'error_rate')?.breached).toBe(
      true,
    );

    // Checked again, nothing more happens: the split is gone.
    const again = await api.as(
      'publisher',
      'POST',
      `/harnesses/${id}/labels/staging/experiment/check`,
    );
    expect(again.body).toBeNull();
  });
});
