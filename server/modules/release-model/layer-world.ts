/**
 * The real side of the layers in the model-based test of releases: draft edits that make
 * versions differ in known entities, and the check that each label's layer experiments and
 * what its viewers are served (version, arms, composed document) are the model's.
 */
import { expect } from 'vitest';
import type { HarnessDocument } from '../../../src/harness';
import { contentHash } from '../../../src/harness/canonical/canonical-json';
import { composeLayers } from '../../../src/harness/experiments/layer-compose';
import {
  layerSaltOf,
  type LabelLayers,
  type ServedLayerExperiment,
} from '../../../src/harness/experiments/layers';
import { serveViewer, type ServingLabel } from '../../../src/harness/holdout';
import type { Label, VersionWithDocument } from '../../../src/harness/records';
import type { ResolvedBody } from '../../../src/harness/resolved-harness';
import { count } from '../../db/testing/harness-fixtures';
import { readEntity, tagged } from '../../testing/api-helpers';
import type { ModelLayerExperiment, LayerLabel } from './layer-model';
import type { ReleaseModel } from './reference-model';
import type { ApiContext } from '../../testing/describe-api';

/** What of the run's world the layer checks use (release-world's World has it all). */
export interface LayerWorld {
  api: ApiContext;
  id: string;
  /** The model's split experiment symbols and the server's ids for them. */
  expIds: Map<number, string>;
  /** The sample's own value of each entity the versions vary (variant 0). */
  originals: Map<string, unknown>;
  /** Version documents read so far. */
  docs: Map<number, HarnessDocument>;
}

/** The viewers looked at after each step, on each label that ran a layer experiment. */
const KEYS = Array.from({ length: 20 }, (_, i) => `layer-viewer-${i}`);

/** Puts `entity` (`kind:key`) in the draft as its variant `n` (0: as the sample has it). */
export async function putVariant(w: LayerWorld, entity: string, n: number): Promise<void> {
  const [kind, key] = entity.split(':') as [string, string];
  const original = w.originals.get(entity) as Record<string, unknown>;
  const now = await readEntity(w.api, w.id, kind, key);
  const value = n === 0 ? original : tagged(kind, original, `variant ${n}`);
  const res = await w.api.as('admin', 'PUT', `/harnesses/${w.id}/draft/entities/${kind}/${key}`, {
    headers: { 'if-match': `"${now.revision}"` },
    body: value,
  });
  expect(res.status, res.text).toBe(200);
}

/** Reads the sample's own values of the entities the versions vary. */
export async function readOriginals(w: LayerWorld, entities: readonly string[]): Promise<void> {
  for (const entity of entities.filter((e) => e !== 'meta:meta')) {
    const [kind, key] = entity.split(':') as [string, string];
    w.originals.set(entity, (await readEntity(w.api, w.id, kind, key)).value);
  }
}

/** A version's document (read once: a version never changes). */
async function documentOf(w: LayerWorld, n: number): Promise<HarnessDocument> {
  const known = w.docs.get(n);
  if (known) return known;
  const res = await w.api.as<VersionWithDocument>('qa', 'GET', `/harnesses/${w.id}/versions/${n}`);
  expect(res.status, res.text).toBe(200);
  w.docs.set(n, res.body.document);
  return res.body.document;
}

const changeOf = (c: string) => {
  const [kind, key] = c.split(':') as [string, string];
  return { kind, key } as ServedLayerExperiment['changes'][number];
};

/** A model experiment as serving (and `GET /labels`) carries it. */
export const servedOf = (w: LayerWorld, e: ModelLayerExperiment): ServedLayerExperiment => ({
  experimentId: e.id,
  layer: e.layer,
  layerSalt: layerSaltOf(w.id, e.label, e.layer),
  from: e.from,
  share: e.share,
  percent: e.percent,
  salt: e.id,
  version: e.version,
  changes: e.changes.map(changeOf),
});

const byId = <T extends { experimentId: string }>(a: T, b: T) =>
  a.experimentId < b.experimentId ? -1 : 1;
const sortedChanges = (e: ServedLayerExperiment) => ({
  ...e,
  changes: [...e.changes].sort((a, b) => `${a.kind}:${a.key}`.localeCompare(`${b.kind}:${b.key}`)),
});

/** The label as the model says serving reads it. */
function modelLabel(m: ReleaseModel, w: LayerWorld, label: LayerLabel): ServingLabel {
  const layers = m.lay.layers.filter((e) => e.label === label).map((e) => servedOf(w, e));
  const h = m.lay.holdouts.get(label);
  const holdout = h && { experimentId: h.id, percent: h.percent, version: h.version, salt: h.id };
  if (label === 'production')
    return { version: m.production.version, split: null, holdout, layers };
  const split = m.staging.split;
  const id = split ? w.expIds.get(split.exp)! : null;
  return {
    version: m.staging.version,
    split: split && { version: split.version, percent: split.percent, salt: id },
    holdout,
    layers,
  };
}

/** Each viewer gets the version, the arms and the composed document the model says. */
async function verifyViewers(m: ReleaseModel, w: LayerWorld, label: LayerLabel): Promise<void> {
  const serving = modelLabel(m, w, label);
  for (const key of KEYS) {
    const want = serveViewer(serving, key)!;
    const res = await w.api.as<ResolvedBody>(
      'qa',
      'GET',
      `/harnesses/${w.id}/resolved?label=${label}&key=${key}`,
    );
    expect(res.status, res.text).toBe(200);
    const what = `${label} ${key}`;
    expect(res.body.version, `${what}: version`).toBe(want.version);
    const arms = want.layers.map((l) => `${l.experimentId}=${l.arm}`).sort();
    const header = res.headers.get('x-harness-layers');
    expect(header ? header.split(', ').sort() : [], `${what}: X-Harness-Layers`).toEqual(arms);
    const treated = new Set(
      want.layers.filter((l) => l.arm === 'treatment').map((l) => l.experimentId),
    );
    if (treated.size === 0) {
      expect(res.body.layers, `${what}: the plain body`).toBeUndefined();
      continue;
    }
    const treatments = [];
    for (const e of serving.layers!.filter((x) => treated.has(x.experimentId)))
      treatments.push({ changes: e.changes, document: await documentOf(w, e.version) });
    const composed = composeLayers(await documentOf(w, want.version), treatments);
    expect(res.body.layers, `${what}: its layers`).toEqual({
      experiments: [...want.layers].sort(byId),
      documentHash: contentHash(composed),
    });
  }
}

/** `GET .../layers`: each layer's free share and experiments by first bucket, the ended ones. */
async function verifyLayerList(m: ReleaseModel, w: LayerWorld, label: LayerLabel): Promise<void> {
  const res = await w.api.as<LabelLayers>('qa', 'GET', `/harnesses/${w.id}/labels/${label}/layers`);
  expect(res.status, res.text).toBe(200);
  const running = m.lay.layers.filter((e) => e.label === label);
  const names = [...new Set(running.map((e) => e.layer))].sort();
  const want = names.map((name) => {
    const mine = running.filter((e) => e.layer === name).sort((a, b) => a.from - b.from);
    return {
      name,
      salt: layerSaltOf(w.id, label, name),
      freeShare: 100 - mine.reduce((sum, e) => sum + e.share, 0),
      experiments: mine.map((e) => e.id),
    };
  });
  const real = res.body.layers
    .map((l) => ({ ...l, experiments: l.experiments.map((e) => e.experimentId) }))
    .sort((a, b) => a.name.localeCompare(b.name));
  expect(real, `${label}: GET layers`).toEqual(want);
  const ended = m.lay.history.filter((h) => !h.running && h.label === label).map((h) => h.id);
  if (ended.length <= 20)
    expect(res.body.ended.map((e) => e.experimentId).sort(), `${label}: ended`).toEqual(
      ended.sort(),
    );
}

/**
 * The layers of both labels are the model's; ranges of one layer never overlap and no entity
 * is changed by two layers; viewers of each label that ran layers get what the model says.
 */
export async function verifyLayers(
  m: ReleaseModel,
  w: LayerWorld,
  byName: Map<string, Label>,
): Promise<void> {
  for (const label of ['staging', 'production'] as const) {
    const real = (byName.get(label)!.layers ?? []).map(sortedChanges).sort(byId);
    const want = m.lay.layers
      .filter((e) => e.label === label)
      .map((e) => sortedChanges(servedOf(w, e)))
      .sort(byId);
    expect(real, `${label}: its layers`).toEqual(want);
    const h = m.lay.holdouts.get(label);
    expect(byName.get(label)!.holdout ?? null, `${label}: its holdout`).toEqual(
      h ? { experimentId: h.id, percent: h.percent, version: h.version, salt: h.id } : null,
    );
    for (const a of real)
      for (const b of real) {
        if (a === b) continue;
        if (a.layer === b.layer)
          expect(
            a.from + a.share <= b.from || b.from + b.share <= a.from,
            `${label}: ${a.experimentId} and ${b.experimentId} share buckets`,
          ).toBe(true);
        else
          expect(
            a.changes.filter((c) => b.changes.some((d) => d.kind === c.kind && d.key === c.key)),
            `${label}: ${a.experimentId} and ${b.experimentId} change one entity`,
          ).toEqual([]);
      }
    if (m.lay.watched.has(label)) await verifyViewers(m, w, label);
    if (m.lay.history.some((h) => h.label === label)) await verifyLayerList(m, w, label);
  }
  const audited = async (action: string) =>
    count(w.api.db(), 'audit_log', 'harness_id = ? AND action = ?', [w.id, action]);
  expect(await audited('layer.start'), 'an audit record per start').toBe(m.lay.started);
  expect(await audited('layer.end'), 'an audit record per end').toBe(m.lay.ended);
}
