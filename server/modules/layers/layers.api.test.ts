import { beforeAll, expect, it } from 'vitest';
import { describeApi } from '../../testing/describe-api';
import { auditCount, expectProblem } from '../../testing/api-helpers';
import type { Label } from '../../../src/harness/records';
import type { LabelLayers, LayerExperiment } from '../../../src/harness/experiments/layers';
import { layeredHarness, layerRows } from './layer-testing';

// A label's layers: experiments start on free buckets of their layer, two layers may not
// change one entity (nor a layer and the split), and a refused start writes nothing.

describeApi('layers', (api) => {
  let id = '';
  const layers = () => `/harnesses/${id}/labels/staging/layers`;
  const start = (layer: string, body: Record<string, unknown>, who = 'publisher' as const) =>
    api.as<LayerExperiment>(who, 'POST', `${layers()}/${layer}/experiments`, { body });
  const started = async (layer: string, body: Record<string, unknown>) => {
    const res = await start(layer, body);
    expect(res.status, res.text).toBe(201);
    return res.body;
  };
  const move = async (body: Record<string, unknown>) => {
    const res = await api.as('publisher', 'PUT', `/harnesses/${id}/labels/staging`, {
      body: { reason: 'test', ...body },
    });
    expect(res.status, res.text).toBe(200);
  };
  const staging = async () => {
    const res = await api.as<Label[]>('qa', 'GET', `/harnesses/${id}/labels`);
    expect(res.status, res.text).toBe(200);
    return res.body.find((l) => l.name === 'staging')!;
  };

  beforeAll(async () => {
    id = await layeredHarness(api);
  });

  it('refuses every bad start at its field or with its code, writing nothing', async () => {
    const rows = await layerRows(api);
    const audits = await auditCount(api.db());
    // The label serves nothing yet: nothing to read changes against.
    expect(expectProblem(await start('tone', { version: 2, share: 10 }), 409).code).toBe(
      'label.unset',
    );
    await move({ version: 1 });
    const audited = await auditCount(api.db());
    for (const share of [0, 101, 2.5, '10']) {
      expectProblem(await start('tone', { version: 2, share }), 422, '/share');
    }
    for (const percent of [0, 100, 50.5]) {
      expectProblem(await start('tone', { version: 2, share: 10, percent }), 422, '/percent');
    }
    expectProblem(await start('tone', { share: 10 }), 422, '/version');
    expectProblem(await start('tone', { version: 2, share: 10, colour: 'red' }), 422);
    const badName = expectProblem(
      await start('Bad_Name', { version: 2, share: 10 }),
      422,
      '/params/layer',
    );
    expect(badName.code).toBe('layer.bad_name');
    const unknown = expectProblem(await start('tone', { version: 99, share: 10 }), 422, '/version');
    expect(unknown.code).toBe('layer.unknown_version');
    const same = expectProblem(await start('tone', { version: 1, share: 10 }), 422, '/version');
    expect(same.code).toBe('layer.no_change');
    // Only who may move the label starts or ends its experiments.
    expectProblem(await start('tone', { version: 2, share: 10 }, 'qa' as 'publisher'), 403);
    const other = `/harnesses/${id}/labels/nope/layers/tone/experiments`;
    expectProblem(
      await api.as('publisher', 'POST', other, { body: { version: 2, share: 10 } }),
      404,
    );
    expectProblem(await api.as('qa', 'GET', `/harnesses/${id}/labels/nope/layers`), 404);
    expect(await layerRows(api)).toBe(rows);
    expect(await auditCount(api.db())).toBe(audited);
    expect(audited).toBe(audits + 1); // the move only
    expect((await staging()).layers).toBeUndefined();
  });

  it('starts experiments on free buckets, lists them, refuses a full layer and ends them', async () => {
    const a = await started('tone', { version: 2, share: 60, percent: 30 });
    expect(a).toMatchObject({
      label: 'staging',
      layer: 'tone',
      layerSalt: `layer:${id}:staging:tone`,
      from: 0,
      share: 60,
      percent: 30,
      salt: a.experimentId,
      baseVersion: 1,
      version: 2,
      changes: [{ kind: 'preferences', key: 'preferences' }],
      endedAt: null,
    });
    const full = expectProblem(await start('tone', { version: 2, share: 50 }), 409, '/share');
    expect(full).toMatchObject({ code: 'layer.full', free: 40 });
    // The same entity in the same layer: its viewers are others, so it may.
    const b = await started('tone', { version: 2, share: 40, primaryMetric: { event: 'order' } });
    expect(b).toMatchObject({
      from: 60,
      share: 40,
      percent: 50,
      primaryMetric: { event: 'order' },
    });
    expect(expectProblem(await start('tone', { version: 2, share: 1 }), 409)).toMatchObject({
      free: 0,
    });

    const label = await staging();
    expect(label.layers?.map((e) => [e.experimentId, e.from, e.share])).toEqual([
      [a.experimentId, 0, 60],
      [b.experimentId, 60, 40],
    ]);
    expect(label.layers![0]).toEqual({
      experimentId: a.experimentId,
      layer: 'tone',
      layerSalt: a.layerSalt,
      from: 0,
      share: 60,
      percent: 30,
      salt: a.salt,
      version: 2,
      changes: a.changes,
    });

    const end = (layer: string, experimentId: string) =>
      api.as<LayerExperiment>(
        'publisher',
        'DELETE',
        `${layers()}/${layer}/experiments/${experimentId}`,
      );
    expect(expectProblem(await end('copy', a.experimentId), 404).code).toBe(
      'layer.experiment_not_found',
    );
    expectProblem(
      await api.as('qa', 'DELETE', `${layers()}/tone/experiments/${a.experimentId}`),
      403,
    );
    const ended = await end('tone', a.experimentId);
    expect(ended.status, ended.text).toBe(200);
    expect(ended.body).toMatchObject({ experimentId: a.experimentId, endedAt: expect.any(String) });
    expect(expectProblem(await end('tone', a.experimentId), 404).code).toBe(
      'layer.experiment_not_found',
    );
    // Its buckets are free again: the first fit takes them.
    const c = await started('tone', { version: 2, share: 20 });
    expect(c.from).toBe(0);

    const list = await api.as<LabelLayers>('qa', 'GET', layers());
    expect(list.status, list.text).toBe(200);
    expect(list.body.layers).toEqual([
      {
        name: 'tone',
        salt: a.layerSalt,
        freeShare: 40,
        experiments: [expect.objectContaining({ experimentId: c.experimentId }), b],
      },
    ]);
    expect(list.body.ended.map((e) => e.experimentId)).toEqual([a.experimentId]);

    const audit = await api.as<{ items: { action: string }[] }>(
      'admin',
      'GET',
      `/audit?harnessId=${id}&limit=10`,
    );
    expect(audit.status, audit.text).toBe(200);
    expect(audit.body.items.map((e) => e.action).slice(0, 4)).toEqual([
      'layer.start',
      'layer.end',
      'layer.start',
      'layer.start',
    ]);
    for (const e of [b, c]) expect((await end('tone', e.experimentId)).status).toBe(200);
    expect((await staging()).layers).toBeUndefined();
  });

  it('refuses an entity another layer or the split changes, and takes one none does', async () => {
    const tone = await started('tone', { version: 2, share: 50 });
    const rows = await layerRows(api);
    const clash = expectProblem(await start('copy', { version: 2, share: 50 }), 409);
    expect(clash).toMatchObject({
      code: 'layer.conflict',
      experimentId: tone.experimentId,
      layer: 'tone',
      kind: 'preferences',
      key: 'preferences',
    });
    expect(await layerRows(api)).toBe(rows);
    const copy = await started('copy', { version: 3, share: 100 });
    expect(copy.changes).toEqual([{ kind: 'prompt', key: 'prompt' }]);
    for (const [layer, e] of [
      ['tone', tone],
      ['copy', copy],
    ] as const) {
      const res = await api.as(
        'publisher',
        'DELETE',
        `${layers()}/${layer}/experiments/${e.experimentId}`,
      );
      expect(res.status, res.text).toBe(200);
    }

    // The split serves version 3 (the prompt) to half the viewers: no layer may change it.
    await move({ version: 1, split: { version: 3, percent: 50 } });
    const split = (await staging()).split!;
    const refused = expectProblem(await start('copy', { version: 3, share: 10 }), 409);
    expect(refused).toMatchObject({
      code: 'layer.conflict',
      experimentId: split.experimentId,
      layer: 'split',
      kind: 'prompt',
      key: 'prompt',
    });
    expect(await layerRows(api)).toBe(rows + 1);
    expect((await start('tone', { version: 2, share: 10 })).status).toBe(201);
  });

  it('decides two starts at once one after the other: one takes the buckets, one finds the layer full', async () => {
    const both = await Promise.all([
      start('tone', { version: 2, share: 50 }),
      start('tone', { version: 2, share: 50 }),
    ]);
    expect(both.map((r) => r.status).sort()).toEqual([201, 409]);
    const lost = both.find((r) => r.status === 409)!;
    expect(expectProblem(lost, 409, '/share')).toMatchObject({ code: 'layer.full', free: 40 });
    const won = both.find((r) => r.status === 201)!.body;
    expect(won.from).toBe(10); // after the one the last test left running
    const res = await api.as(
      'publisher',
      'DELETE',
      `${layers()}/tone/experiments/${won.experimentId}`,
    );
    expect(res.status, res.text).toBe(200);
  });
});
