import { beforeAll, expect, it } from 'vitest';
import { describeApi } from '../../testing/describe-api';
import { editSettings, expectProblem } from '../../testing/api-helpers';
import type { Label } from '../../../src/harness/records';
import type { ExperimentReport, OutcomeIngestResult } from '../../../src/harness/experiments';
import { layersOfViewer, type LayerExperiment } from '../../../src/harness/experiments/layers';
import { layeredHarness, layerRows } from './layer-testing';

// A layer experiment's report, from the exposures and outcomes hosts send for its viewers, and
// a label that needs approvals: a treatment it never served is refused, nothing written.

const KEYS = Array.from({ length: 300 }, (_, i) => `viewer-${i}`);

describeApi('layer reports', (api) => {
  let id = '';
  beforeAll(async () => {
    id = await layeredHarness(api, 'layerrep');
    const move = await api.as('publisher', 'PUT', `/harnesses/${id}/labels/staging`, {
      body: { version: 1, reason: 'test' },
    });
    expect(move.status, move.text).toBe(200);
  });

  it('reports a layer experiment over its own viewers, by arm, until and after it ends', async () => {
    const path = `/harnesses/${id}/labels/staging/layers/tone/experiments`;
    const start = await api.as<LayerExperiment>('publisher', 'POST', path, {
      body: { version: 2, share: 40, percent: 30, primaryMetric: { event: 'order' } },
    });
    expect(start.status, start.text).toBe(201);
    const e = start.body;
    const labels = await api.as<Label[]>('qa', 'GET', `/harnesses/${id}/labels`);
    const served = labels.body.find((l) => l.name === 'staging')!.layers!;
    // The viewers the host serves in it (its buckets of the layer), with the arm each is in.
    const arms = new Map(
      KEYS.flatMap((key) => layersOfViewer(served, key).map((v) => [key, v.arm])),
    );
    const inIt = [...arms.keys()];
    expect(inIt.length).toBeGreaterThan(60);
    expect(inIt.length).toBeLessThan(KEYS.length);
    const exposed = await api.as('agent', 'POST', `/harnesses/${id}/exposures`, {
      body: { items: inIt.map((viewerKey) => ({ experimentId: e.experimentId, viewerKey })) },
    });
    expect(exposed.status, exposed.text).toBe(200);
    const at = new Date().toISOString();
    const orders = inIt.filter((_, i) => i % 3 === 0);
    const sent = await api.as<OutcomeIngestResult>('agent', 'POST', `/harnesses/${id}/outcomes`, {
      body: {
        items: orders.map((viewerKey) => ({
          eventId: `o-${viewerKey}`,
          viewerKey,
          event: 'order',
          at,
        })),
      },
    });
    expect(sent.status, sent.text).toBe(200);

    const count = (arm: string) => inIt.filter((k) => arms.get(k) === arm).length;
    const report = await api.as<ExperimentReport>(
      'qa',
      'GET',
      `/experiments/${e.experimentId}/report`,
    );
    expect(report.status, report.text).toBe(200);
    expect(report.body).toMatchObject({
      kind: 'layer',
      layer: { name: 'tone', share: 40 },
      label: 'staging',
      percent: 30,
      experimentId: e.experimentId,
      salt: e.salt,
      endedAt: null,
      design: { primaryMetric: { event: 'order' } },
    });
    expect(report.body.arms.map((a) => a.version)).toEqual([1, 2]);
    expect(report.body.exposures.control).toBe(count('control'));
    expect(report.body.exposures.treatment).toBe(count('treatment'));
    expect(report.body.exposures.expectedTreatment).toBeCloseTo(inIt.length * 0.3);

    const ended = await api.as('publisher', 'DELETE', `${path}/${e.experimentId}`);
    expect(ended.status, ended.text).toBe(200);
    const after = await api.as<ExperimentReport>(
      'qa',
      'GET',
      `/experiments/${e.experimentId}/report`,
    );
    expect(after.body).toMatchObject({ kind: 'layer', endedAt: expect.any(String) });
    expect(after.body.exposures).toEqual(report.body.exposures);
    expectProblem(await api.as('merchant', 'GET', `/experiments/${e.experimentId}/report`), 403);
  });

  it('refuses a treatment a label needing approvals never served, and roles that may not move it', async () => {
    await editSettings(api, id, (s) => ({
      ...s,
      release: { approvals: { production: { required: 1 } } },
    }));
    const v = await api.as<{ number: number }>('admin', 'POST', `/harnesses/${id}/versions`, {
      body: { message: 'one approval for production' },
    });
    expect(v.status, v.text).toBe(201);
    const placed = await api.as('admin', 'PUT', `/harnesses/${id}/labels/production`, {
      body: { version: v.body.number, reason: 'first', override: { reason: 'bootstrap' } },
    });
    expect(placed.status, placed.text).toBe(200);
    const path = `/harnesses/${id}/labels/production/layers/tone/experiments`;
    const rows = await layerRows(api);
    const refused = await api.as('publisher', 'POST', path, { body: { version: 2, share: 10 } });
    expect(expectProblem(refused, 409).code).toBe('label.approvals_required');
    // Engineers move staging, not production.
    expectProblem(await api.as('engineer', 'POST', path, { body: { version: 2, share: 10 } }), 403);
    expect(await layerRows(api)).toBe(rows);
    const list = await api.as<{ layers: unknown[] }>(
      'qa',
      'GET',
      `/harnesses/${id}/labels/production/layers`,
    );
    expect(list.body).toEqual({ layers: [], ended: [] });
    expectProblem(
      await api.as('merchant', 'GET', `/harnesses/${id}/labels/production/layers`),
      403,
    );
  });
});
