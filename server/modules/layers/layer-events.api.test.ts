import { expect, it } from 'vitest';
import { describeApi } from '../../testing/describe-api';
import { readEventStream } from '../../../src/harness/event-stream';
import type { LabelMoveEvent } from '../events/label-events';
import type { LayerExperiment } from '../../../src/harness/experiments/layers';
import { layeredHarness } from './layer-testing';

// A layer experiment's start and end reach the label's event streams as a `label` event with
// the label as it serves now, so agent clients decide their viewers' layers at once.

interface Frame {
  event: string;
  data: string;
}

/** Reads the stream until a `label` event arrives (after `onReady` ran) or it times out. */
async function nextLabelEvent(url: string, token: string, onReady: () => Promise<void>) {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), 10_000);
  const frames: Frame[] = [];
  try {
    const res = await fetch(url, {
      headers: { authorization: `Bearer ${token}` },
      signal: controller.signal,
    });
    for await (const { event, data } of readEventStream(res.body!)) {
      frames.push({ event, data });
      if (event === 'ready') await onReady();
      if (event === 'label') break;
    }
  } catch (err) {
    if ((err as Error).name !== 'AbortError') throw err;
  } finally {
    clearTimeout(timer);
    controller.abort();
  }
  const label = frames.find((f) => f.event === 'label');
  expect(label, JSON.stringify(frames)).toBeDefined();
  return JSON.parse(label!.data) as LabelMoveEvent;
}

describeApi('layer events', (api) => {
  it('tells event streams of a start and an end with the layers the label runs', async () => {
    const id = await layeredHarness(api, 'layerev');
    const move = await api.as('publisher', 'PUT', `/harnesses/${id}/labels/staging`, {
      body: { version: 1, reason: 'test' },
    });
    expect(move.status, move.text).toBe(200);
    const url = `${api.baseUrl()}/api/v1/harnesses/${id}/events`;
    const path = `/harnesses/${id}/labels/staging/layers/tone/experiments`;
    let experiment: LayerExperiment | null = null;
    const started = await nextLabelEvent(url, api.token('qa'), async () => {
      const res = await api.as<LayerExperiment>('publisher', 'POST', path, {
        body: { version: 2, share: 30 },
      });
      expect(res.status, res.text).toBe(201);
      experiment = res.body;
    });
    const e = experiment as LayerExperiment | null;
    expect(started).toMatchObject({ harnessId: id, label: 'staging', version: 1 });
    expect(started.layers).toEqual([
      {
        experimentId: e!.experimentId,
        layer: 'tone',
        layerSalt: e!.layerSalt,
        from: 0,
        share: 30,
        percent: 50,
        salt: e!.salt,
        version: 2,
        changes: [{ kind: 'preferences', key: 'preferences' }],
      },
    ]);

    const ended = await nextLabelEvent(url, api.token('qa'), async () => {
      const res = await api.as('publisher', 'DELETE', `${path}/${e!.experimentId}`);
      expect(res.status, res.text).toBe(200);
    });
    expect(ended).toMatchObject({ harnessId: id, label: 'staging', version: 1 });
    expect(ended.layers).toBeUndefined();
  });
});
