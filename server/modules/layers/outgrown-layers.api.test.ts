import { beforeAll, expect, it } from 'vitest';
import { describeApi } from '../../testing/describe-api';
import type { Label } from '../../../src/harness/records';
import type { LabelLayers, LayerExperiment } from '../../../src/harness/experiments/layers';
import { layeredHarness } from './layer-testing';

// A release that changes what a running layer experiment changes goes ahead, and the
// experiment ends with it: its treatment would otherwise undo the release for its viewers.

describeApi('layers outgrown by a release', (api) => {
  let id = '';
  const layers = () => `/harnesses/${id}/labels/staging/layers`;
  const start = async (layer: string, version: number) => {
    const res = await api.as<LayerExperiment>(
      'publisher',
      'POST',
      `${layers()}/${layer}/experiments`,
      {
        body: { version, share: 50 },
      },
    );
    expect(res.status, res.text).toBe(201);
    return res.body;
  };
  const move = async (body: Record<string, unknown>) => {
    const res = await api.as('publisher', 'PUT', `/harnesses/${id}/labels/staging`, {
      body: { reason: 'test', ...body },
    });
    expect(res.status, res.text).toBe(200);
  };
  const running = async () => {
    const res = await api.as<Label[]>('qa', 'GET', `/harnesses/${id}/labels`);
    const staging = res.body.find((l) => l.name === 'staging')!;
    return (staging.layers ?? []).map((l) => l.experimentId).sort();
  };
  const endedReasons = async (experimentId: string) => {
    const rows = await api
      .db()
      .query<{ after_json: string }>(
        `SELECT after_json FROM audit_log WHERE action = 'layer.end' AND harness_id = ? AND after_json LIKE ?`,
        [id, `%${experimentId}%`],
      );
    return rows.map((r) => (JSON.parse(r.after_json) as { reason?: string }).reason);
  };

  beforeAll(async () => {
    id = await layeredHarness(api, 'outgrown');
    await move({ version: 1 });
  });

  it('ends only the experiments whose entities the label now serves otherwise', async () => {
    // Version 2 changes the preferences, version 3 the prompt.
    const look = await start('look', 2);
    const tone = await start('tone', 3);
    expect(await running()).toEqual([look.experimentId, tone.experimentId].sort());

    // The same version again, no split: nothing they change moves.
    await move({ version: 1 });
    expect(await running()).toEqual([look.experimentId, tone.experimentId].sort());

    // A split to version 3 changes the prompt: the tone experiment gives way, the look one runs.
    await move({ version: 1, split: { version: 3, percent: 50 } });
    expect(await running()).toEqual([look.experimentId]);
    expect(await endedReasons(tone.experimentId)).toEqual([
      'The label now serves version 3, whose prompt "prompt" differs from the experiment\'s base.',
    ]);
    const listed = await api.as<LabelLayers>('qa', 'GET', layers());
    expect(listed.body.ended.map((e) => e.experimentId)).toEqual([tone.experimentId]);

    // Shipping the look experiment's version ends it too; a rollback is never refused for one.
    await move({ version: 2 });
    expect(await running()).toEqual([]);
    expect(await endedReasons(look.experimentId)).toHaveLength(1);
    await move({ version: 1 });
    expect(await running()).toEqual([]);
  });
});
