/**
 * A label running a holdout, a split and three layer experiments on a real studio: two in the
 * layer `copy` (each its own prompt), one in `skills` (the greeting skill), for the client's
 * layer tests.
 */
import type { Holdout } from '../../../src/harness/holdout';
import type { LayerExperiment } from '../../../src/harness/experiments/layers';
import { api, HARNESS, publish, type Studio } from './studio';

type Value = Record<string, unknown>;

/** Reads a draft entity, changes it, writes it back under its revision. */
export async function editEntity(
  studio: Studio,
  kind: string,
  key: string,
  change: (value: Value) => Value,
): Promise<void> {
  const url = `${studio.baseUrl}/api/v1/harnesses/${HARNESS}/draft/entities/${kind}/${key}`;
  const res = await fetch(url, { signal: AbortSignal.timeout(15_000) });
  if (!res.ok) throw new Error(`GET ${kind}/${key}: HTTP ${res.status} ${await res.text()}`);
  const entity = (await res.json()) as { value: Value };
  const put = await fetch(url, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', 'if-match': res.headers.get('etag')! },
    body: JSON.stringify(change(entity.value)),
    signal: AbortSignal.timeout(15_000),
  });
  if (!put.ok) throw new Error(`PUT ${kind}/${key}: HTTP ${put.status} ${await put.text()}`);
}

async function saveVersion(studio: Studio, message: string): Promise<number> {
  return (await api<{ number: number }>(studio, 'POST', '/versions', { message })).number;
}

const withPrompt = (text: string) => (v: Value) => ({
  ...v,
  sections: [...(v.sections as Value[]), { id: 'layer-test', title: 'Layer test', body: text }],
});

export function startLayerExperiment(
  studio: Studio,
  layer: string,
  body: { version: number; share: number; percent: number },
): Promise<LayerExperiment> {
  return api<LayerExperiment>(studio, 'POST', `/labels/staging/layers/${layer}/experiments`, body);
}

export interface LayeredLabel {
  holdout: Holdout;
  /** The label's version and its split's. */
  label: number;
  split: number;
  copyA: LayerExperiment;
  copyB: LayerExperiment;
  skills: LayerExperiment;
}

/** Sets up `staging` as the file's comment says; the draft ends as the label's version. */
export async function layeredLabel(studio: Studio): Promise<LayeredLabel> {
  await publish(studio, 31);
  const holdout = await api<Holdout>(studio, 'PUT', '/labels/staging/holdout', { percent: 10 });
  const split = await publish(studio, 32);
  const label = await publish(studio, 33, 'staging', { version: split, percent: 30 });
  let prompt: Value = {};
  await editEntity(studio, 'prompt', 'prompt', (v) => ((prompt = v), withPrompt('A')(v)));
  const a = await saveVersion(studio, 'prompt A');
  await editEntity(studio, 'prompt', 'prompt', () => withPrompt('B')(prompt));
  const b = await saveVersion(studio, 'prompt B');
  await editEntity(studio, 'prompt', 'prompt', () => prompt);
  await editEntity(studio, 'skill', 'greeting', (v) => ({
    ...v,
    description: `${String(v.description)} (layer test)`,
  }));
  const s = await saveVersion(studio, 'greeting');
  const copyA = await startLayerExperiment(studio, 'copy', { version: a, share: 50, percent: 50 });
  const copyB = await startLayerExperiment(studio, 'copy', { version: b, share: 30, percent: 50 });
  const skills = await startLayerExperiment(studio, 'skills', {
    version: s,
    share: 80,
    percent: 40,
  });
  return { holdout, label, split, copyA, copyB, skills };
}
