import { beforeAll, expect, it } from 'vitest';
import { describeRuntimeApi } from '../../testing/describe-runtime-api';
import { text } from '../../testing/model-server';
import type { HarnessDocument } from '../../../src/harness';
import { contentHash } from '../../../src/harness/canonical/canonical-json';
import { composeLayers } from '../../../src/harness/experiments/layer-compose';
import type { ViewerLayer } from '../../../src/harness/experiments/layers';
import { isHeldOut, serveViewer, type Holdout } from '../../../src/harness/holdout';
import { mergeOverlay, shopOverlaySchema } from '../../../src/harness/overlay';
import type { ResolvedBody } from '../../../src/harness/resolved-harness';
import type { Label } from '../../../src/harness/records';
import { probeKey } from '../../../src/harness/split';
import { viewerTurn } from '../experiments/experiment-testing';
import { layeredHarness, rawGet, routeThenFastPath, stagingLabel } from './layers-testing';
import { addShop, putOverlay } from './shop-testing';

// `/resolved?key=` for a label running layer experiments: a viewer in a treatment gets the
// label's version with that treatment's changed entities (every other entity the label's),
// a viewer only in controls the plain body, a held-out viewer no layer at all; the route and
// the fast path answer the same bytes, each composition with its own ETag.

const KEYS = Array.from({ length: 200 }, (_, i) => `viewer-${i}`);
const byId = (a: ViewerLayer, b: ViewerLayer) => (a.experimentId < b.experimentId ? -1 : 1);

describeRuntimeApi('Delivery of layer experiments', (api) => {
  let h: Awaited<ReturnType<typeof layeredHarness>>;
  let label: Label;
  const resolvedPath = (key?: string, shop?: string) =>
    `/harnesses/${h.id}/resolved?label=staging${key ? `&key=${key}` : ''}${shop ? `&shop=${shop}` : ''}`;

  /** What serving decides for a key, and the treatments (label's order) it composes. */
  const expected = (key: string) => {
    const serving = serveViewer(label, key)!;
    const treated = new Set(
      serving.layers.filter((l) => l.arm === 'treatment').map((l) => l.experimentId),
    );
    const treatments = (label.layers ?? []).filter((e) => treated.has(e.experimentId));
    const composed = composeLayers(
      h.docs.get(serving.version)!,
      treatments.map((t) => ({ changes: t.changes, document: h.docs.get(t.version)! })),
    );
    return { serving, treatments, composed };
  };
  /** A key whose treatments are exactly these experiments' (and in at least one layer). */
  const keyTreatedBy = (...ids: string[]) =>
    KEYS.find((k) => {
      const e = expected(k);
      const got = e.treatments.map((t) => t.experimentId).sort();
      return e.serving.layers.length > 0 && JSON.stringify(got) === JSON.stringify(ids.sort());
    })!;

  beforeAll(async () => {
    h = await layeredHarness(api);
    label = await stagingLabel(api, h.id);
    expect(label.layers?.map((l) => l.experimentId).sort()).toEqual(
      [h.model.experimentId, h.skills.experimentId].sort(),
    );
  });

  it("serves a treatment's changed entities and the label's for the rest; controls get the plain body", async () => {
    const plain = await api.as<ResolvedBody>('qa', 'GET', resolvedPath());
    expect(plain.status, plain.text).toBe(200);
    const v1 = h.docs.get(1)!;
    const seen = { none: 0, model: 0, skills: 0, both: 0 };
    for (const key of KEYS) {
      const res = await api.as<ResolvedBody>('qa', 'GET', resolvedPath(key));
      expect(res.status, res.text).toBe(200);
      const { serving, treatments, composed } = expected(key);
      const arms = serving.layers.map((l) => `${l.experimentId}=${l.arm}`).join(', ');
      expect(res.headers.get('x-harness-layers'), key).toBe(arms || null);
      const ids = treatments.map((t) => t.experimentId);
      const inModel = ids.includes(h.model.experimentId);
      const inSkills = ids.includes(h.skills.experimentId);
      seen[inModel && inSkills ? 'both' : inModel ? 'model' : inSkills ? 'skills' : 'none']++;
      if (treatments.length === 0) {
        expect(res.text, key).toBe(plain.text);
        continue;
      }
      const doc = res.body.document as HarnessDocument;
      expect(doc, key).toEqual(composed);
      expect(res.body.layers).toEqual({
        experiments: [...serving.layers].sort(byId),
        documentHash: contentHash(doc),
      });
      expect(res.body.contentHash).toBe(plain.body.contentHash);
      // The changed entity is the treatment's, the other the label's.
      expect(doc.model.temperature).toBe(h.docs.get(inModel ? 2 : 1)!.model.temperature);
      const greeting = (d: HarnessDocument) => d.skills.find((s) => s.id === 'greeting');
      expect(greeting(doc)).toEqual(greeting(h.docs.get(inSkills ? 3 : 1)!));
      expect({ ...doc, model: v1.model, skills: v1.skills }).toEqual(v1);
    }
    // Two layers' treatments compose: every combination was served.
    for (const n of Object.values(seen)) expect(n).toBeGreaterThan(0);
  });

  it('answers a key with the same bytes on the route and the fast path, an ETag per composition', async () => {
    const plain = await routeThenFastPath(api, resolvedPath());
    const controlKey = KEYS.find((k) => {
      const e = expected(k);
      return e.serving.layers.length > 0 && e.treatments.length === 0;
    })!;
    const keys = [
      controlKey,
      keyTreatedBy(h.model.experimentId),
      keyTreatedBy(h.skills.experimentId),
      keyTreatedBy(h.model.experimentId, h.skills.experimentId),
    ];
    const etags: string[] = [];
    for (const key of keys) {
      const { route, fast } = await routeThenFastPath(api, resolvedPath(key));
      expect(fast.bytes.equals(route.bytes), key).toBe(true);
      expect(fast.headers.etag).toBe(route.headers.etag);
      expect(fast.headers['x-harness-layers']).toBe(route.headers['x-harness-layers']);
      expect(fast.headers['x-harness-layers']).toBeTruthy();
      etags.push(String(fast.headers.etag));
      // 304 on its own tag, from the fast path and from the route.
      const tag = { 'if-none-match': String(fast.headers.etag) };
      expect((await rawGet(api, resolvedPath(key), tag)).status).toBe(304);
      api.studio().deps.delivery.invalidateAll();
      expect((await rawGet(api, resolvedPath(key), tag)).status).toBe(304);
    }
    // A control viewer shares the plain body; each composition has its own tag.
    expect(etags[0]).toBe(plain.fast.headers.etag);
    expect(new Set(etags.slice(1, 4)).size).toBe(3);
    expect(etags.slice(1)).not.toContain(plain.fast.headers.etag);
    const other = await rawGet(api, resolvedPath(keys[1]), { 'if-none-match': etags[2]! });
    expect(other.status).toBe(200);
  });

  it("merges a shop's overlay onto the composed document", async () => {
    await addShop(api.db(), h.id, { shopId: 'tea-a', name: '茶A旗舰店' });
    const overlayInput = { preferences: { greeting: '欢迎来到茶A，今天试试新茶' } };
    await putOverlay(api.db(), h.id, 'tea-a', overlayInput, null);
    const overlay = shopOverlaySchema.parse(overlayInput);
    const key = keyTreatedBy(h.model.experimentId, h.skills.experimentId);
    const { route, fast } = await routeThenFastPath(api, resolvedPath(key, 'tea-a'));
    expect(fast.bytes.equals(route.bytes)).toBe(true);
    const body = JSON.parse(route.bytes.toString()) as ResolvedBody;
    const { composed } = expected(key);
    const shop = { shopId: 'tea-a', name: body.shop!.name!, tags: body.shop!.tags ?? [] };
    const merged = mergeOverlay(composed, shop, overlay).document;
    expect(body.document).toEqual(JSON.parse(JSON.stringify(merged)));
    expect(body.shop!.documentHash).toBe(contentHash(body.document));
    expect(body.layers!.documentHash).toBe(contentHash(composed));
    expect((body.document as HarnessDocument).preferences.greeting).toBe(
      overlayInput.preferences.greeting,
    );
    // A control viewer of the shop gets the shop's plain body.
    const plain = await rawGet(api, resolvedPath(undefined, 'tea-a'));
    const controlKey = KEYS.find((k) => expected(k).treatments.length === 0)!;
    const control = await rawGet(api, resolvedPath(controlKey, 'tea-a'));
    expect(control.bytes.equals(plain.bytes)).toBe(true);
    expect(control.headers.etag).not.toBe(route.headers.etag);
  });

  it('records an exposure per layer experiment a viewer is in, with its arm; probes none', async () => {
    const probe = Array.from({ length: 50 }, (_, i) => probeKey(i)).find(
      (k) => expected(k).serving.layers.length > 0,
    )!;
    expect((await rawGet(api, resolvedPath(probe))).status).toBe(200);
    await api.studio().deps.exposures.flush();
    const rows = await api.db().query<{ experiment_id: string; arm: string; n: number | string }>(
      `SELECT experiment_id, arm, COUNT(*) AS n FROM exposures WHERE harness_id = ?
         GROUP BY experiment_id, arm`,
      [h.id],
    );
    const want = new Map<string, number>();
    for (const key of KEYS) {
      for (const l of expected(key).serving.layers) {
        const k = `${l.experimentId}/${l.arm}`;
        want.set(k, (want.get(k) ?? 0) + 1);
      }
    }
    const got = new Map(rows.map((r) => [`${r.experiment_id}/${r.arm}`, Number(r.n)]));
    expect(got).toEqual(want);
    expect(want.size).toBe(4);
  });

  it("runs a viewer's turn on the agent endpoint with its composed document", async () => {
    api.model().setFallback(() => text('好的'));
    const treated = keyTreatedBy(h.model.experimentId);
    const control = KEYS.find(
      (k) => !expected(k).treatments.some((t) => t.experimentId === h.model.experimentId),
    )!;
    for (const [key, version] of [
      [treated, 2],
      [control, 1],
    ] as const) {
      const res = await viewerTurn(api, h.id, key);
      expect(res.status).toBe(200);
      await res.text();
      const arms = expected(key).serving.layers.map((l) => `${l.experimentId}=${l.arm}`);
      expect(res.headers.get('x-harness-layers')).toBe(arms.join(', ') || null);
      expect(api.model().requests.at(-1)!.body.temperature).toBe(
        h.docs.get(version)!.model.temperature,
      );
    }
  });

  it('puts a held-out viewer in no layer', async () => {
    const start = await api.as<Holdout>(
      'publisher',
      'PUT',
      `/harnesses/${h.id}/labels/staging/holdout`,
      { body: { percent: 20 } },
    );
    expect(start.status, start.text).toBe(201);
    const plain = await api.as('qa', 'GET', resolvedPath());
    const held = KEYS.filter(
      (k) => isHeldOut(start.body, k) && expected(k).serving.layers.length > 0,
    );
    expect(held.length).toBeGreaterThan(0);
    for (const key of held) {
      const res = await api.as('qa', 'GET', resolvedPath(key));
      expect(res.headers.get('x-harness-layers')).toBeNull();
      expect(res.headers.get('x-harness-holdout')).toBe(`${start.body.experimentId}; arm=held_out`);
      expect(res.text).toBe(plain.text);
    }
    const end = await api.as('publisher', 'DELETE', `/harnesses/${h.id}/labels/staging/holdout`);
    expect(end.status, end.text).toBe(200);
  });

  it('serves the plain body again once the experiment ends', async () => {
    const key = keyTreatedBy(h.model.experimentId);
    const before = await rawGet(api, resolvedPath(key));
    expect(before.headers['x-harness-layers']).toContain(`${h.model.experimentId}=treatment`);
    const end = await api.as(
      'publisher',
      'DELETE',
      `/harnesses/${h.id}/labels/staging/layers/model/experiments/${h.model.experimentId}`,
    );
    expect(end.status, end.text).toBe(200);
    const plain = await rawGet(api, resolvedPath());
    const after = await rawGet(api, resolvedPath(key));
    expect(after.headers['x-harness-layers'] ?? '').not.toContain(h.model.experimentId);
    // Its only treatment was the ended one's.
    expect(after.bytes.equals(plain.bytes)).toBe(true);
  });
});
