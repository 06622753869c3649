import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { contentHash } from '../../../src/harness/canonical/canonical-json';
import type { ViewerLayer } from '../../../src/harness/experiments/layers';
import { createHarnessClient, type HarnessClient, type HarnessClientEvents } from '../src';
import { cleanUp, folder } from './support';
import { layeredLabel, startLayerExperiment, type LayeredLabel } from './layer-fixtures';
import { tamperingProxy, type Alteration, type TamperingProxy } from './tampering-proxy';
import {
  api,
  createStudio,
  freePort,
  HARNESS,
  killChildren,
  removeStudio,
  sleep,
  startStudio,
  type Studio,
} from './studio';

// A label running layer experiments (beside a holdout and a split), decided locally: the
// client places each viewer in the layers as the studio's `/resolved?key=` does, serves it the
// same composed document, reports each experiment once per viewer, refuses a composed document
// altered on the way, and hears an experiment end on the event stream.

let studio: Studio;
let proxy: TamperingProxy;
let setup: LayeredLabel;
const clients: HarnessClient[] = [];

beforeAll(async () => {
  studio = await createStudio();
  await startStudio(studio);
  proxy = await tamperingProxy(studio.baseUrl);
  setup = await layeredLabel(studio);
}, 120_000);

afterEach(async () => {
  proxy.alter = null;
  proxy.unconditional = false;
  await Promise.all(clients.splice(0).map((c) => c.close()));
});

afterAll(async () => {
  await cleanUp();
  proxy.close();
  await removeStudio(studio);
  killChildren();
});

function client(
  extra: {
    exposures?: boolean | { flushMs: number };
    pollMs?: number;
    cacheDir?: string;
    baseUrl?: string;
    shop?: string;
  } = {},
) {
  const c = createHarnessClient({
    baseUrl: proxy.baseUrl,
    harnessId: HARNESS,
    label: 'staging',
    token: '',
    exposures: false,
    ...extra,
  });
  clients.push(c);
  const rejected: HarnessClientEvents['rejected'][0][] = [];
  c.on('rejected', (e) => rejected.push(e));
  return { c, rejected };
}

async function until(what: string, ok: () => boolean): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (!ok()) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await sleep(20);
  }
}

const placed = (layers: readonly ViewerLayer[]) =>
  layers
    .map((l) => `${l.experimentId}=${l.arm}`)
    .sort()
    .join(', ');

/** The studio's answer for one viewer: its version, layers and the served document's hash. */
async function studioServes(key: string, shop?: string) {
  const res = await fetch(
    `${studio.baseUrl}/api/v1/harnesses/${HARNESS}/resolved?label=staging&key=${key}${shop ? `&shop=${shop}` : ''}`,
  );
  const body = (await res.json()) as {
    contentHash: string;
    shop?: { documentHash: string };
    layers?: { experiments: ViewerLayer[]; documentHash: string };
  };
  const header = res.headers.get('x-harness-layers') ?? '';
  return {
    version: Number(res.headers.get('x-harness-version')),
    layers: header
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean)
      .sort()
      .join(', '),
    bodyLayers: body.layers ? placed(body.layers.experiments) : null,
    hash: body.shop?.documentHash ?? body.layers?.documentHash ?? body.contentHash,
  };
}

const KEYS = Array.from({ length: 1_000 }, (_, i) => `layer-viewer-${i}`);
/** Viewers only the client serves: what the report counts of them, the client reported. */
const CLIENT_KEYS = Array.from({ length: 300 }, (_, i) => `layer-client-viewer-${i}`);

it('decides 1,000 viewers and composes their documents as the studio does', async () => {
  const { c, rejected } = client({ exposures: { flushMs: 60_000 } });
  await c.start();
  expect(rejected).toEqual([]);
  expect(
    c
      .labelState()
      ?.layers?.map((e) => e.experimentId)
      .sort(),
  ).toEqual([setup.copyA, setup.copyB, setup.skills].map((e) => e.experimentId).sort());
  const arms = new Map<string, number>();
  const count = (layers: readonly ViewerLayer[]) => {
    for (const l of layers)
      arms.set(`${l.experimentId}=${l.arm}`, (arms.get(`${l.experimentId}=${l.arm}`) ?? 0) + 1);
  };
  let composedTwice = 0;
  for (const key of KEYS) {
    const studioAnswer = await studioServes(key);
    const doc = c.current(key)!;
    expect(doc.version, key).toBe(studioAnswer.version);
    expect(placed(doc.layers), key).toBe(studioAnswer.layers);
    const treated = doc.layers.filter((l) => l.arm === 'treatment').length;
    if (treated > 0) expect(placed(doc.layers), key).toBe(studioAnswer.bodyLayers);
    if (treated > 1) composedTwice++;
    expect(doc.documentHash ?? doc.contentHash, key).toBe(studioAnswer.hash);
    expect(contentHash(doc.document), key).toBe(studioAnswer.hash);
    if (doc.arm === 'held_out') expect(doc.layers).toEqual([]);
    count(doc.layers);
  }
  expect(composedTwice).toBeGreaterThan(20);
  // Served twice each: the client reports a viewer once per experiment, in its arm.
  for (const key of CLIENT_KEYS) count(c.current(key)!.layers);
  for (const key of CLIENT_KEYS) c.current(key);
  // Closing sends what is queued; the studio's own answers above counted those viewers too.
  await c.close();
  for (const e of [setup.copyA, setup.copyB, setup.skills]) {
    const report = await fetch(
      `${studio.baseUrl}/api/v1/experiments/${e.experimentId}/report`,
    ).then(
      (r) =>
        r.json() as Promise<{ kind: string; exposures: { control: number; treatment: number } }>,
    );
    expect(report.kind).toBe('layer');
    expect(report.exposures, e.experimentId).toMatchObject({
      control: arms.get(`${e.experimentId}=control`) ?? 0,
      treatment: arms.get(`${e.experimentId}=treatment`) ?? 0,
    });
  }
}, 180_000);

it("composes a shop's host's documents as the studio does, its overlay merged on", async () => {
  const { c, rejected } = client({ shop: 'qingshan-tea' });
  await c.start();
  expect(rejected).toEqual([]);
  let composed = 0;
  for (const key of KEYS.slice(0, 300)) {
    const studioAnswer = await studioServes(key, 'qingshan-tea');
    const doc = c.current(key)!;
    expect(placed(doc.layers), key).toBe(studioAnswer.layers);
    expect(doc.body.shop?.documentHash, key).toBe(studioAnswer.hash);
    expect(contentHash(doc.document), key).toBe(studioAnswer.hash);
    if (doc.documentHash) composed++;
  }
  expect(composed).toBeGreaterThan(50);
}, 60_000);

it('decides and composes offline from the cache file, as it did online', async () => {
  const cacheDir = folder();
  const online = client({ cacheDir }).c;
  await online.start();
  const keys = KEYS.slice(0, 200);
  const before = keys.map((k) => online.current(k)!);
  expect(before.some((d) => d.documentHash)).toBe(true);
  await online.close();
  const { c, rejected } = client({ cacheDir, baseUrl: `http://127.0.0.1:${await freePort()}` });
  await c.start();
  expect(rejected).toEqual([]);
  keys.forEach((k, i) => {
    const doc = c.current(k)!;
    expect(doc.source).toBe('cache');
    expect(doc.layers, k).toEqual(before[i]!.layers);
    expect(doc.documentHash ?? doc.contentHash, k).toBe(
      before[i]!.documentHash ?? before[i]!.contentHash,
    );
  });
}, 60_000);

type Composed = {
  document: {
    prompt: { sections: { id: string; body: string }[] };
    model: { temperature: number };
  };
  layers?: { experiments: ViewerLayer[]; documentHash: string };
};
const onComposed =
  (change: (body: Composed) => void): Alteration =>
  (path, body) => {
    const b = body as Composed;
    if (path.endsWith('/resolved') && b.layers?.experiments.some((l) => l.arm === 'treatment'))
      change(b);
  };
const rehash = (b: Composed) => void (b.layers!.documentHash = contentHash(b.document));

it('refuses a composed document altered on the way, and keeps the last good one', async () => {
  const cases: [string, Alteration, RegExp][] = [
    [
      'its document',
      onComposed((b) => void (b.document.model.temperature = 1.99)),
      /hashes to sha256:/,
    ],
    [
      'an entity outside its changes, hash made to match',
      onComposed((b) => {
        b.document.model.temperature = 1.99;
        rehash(b);
      }),
      /also changes meta/,
    ],
    [
      'the arms it says',
      onComposed((b) => {
        for (const l of b.layers!.experiments) l.arm = 'control';
      }),
      /altered on the way/,
    ],
  ];
  const { c, rejected } = client({ pollMs: 200 });
  await c.start();
  // The studio's answers would be 304s to the client's polls: the proxy asks for bodies.
  proxy.unconditional = true;
  const key = KEYS.find((k) => c.current(k)!.documentHash !== undefined)!;
  const good = c.current(key)!;
  for (const [what, alter, why] of cases) {
    proxy.alter = alter;
    await until(`${what} refused`, () => rejected.some((r) => why.test(r.reason)));
    proxy.alter = null;
    expect(c.current(key)?.documentHash, what).toBe(good.documentHash);
    expect(c.current(key)?.document, what).toEqual(good.document);
    rejected.length = 0;
  }
}, 90_000);

it('hears a layer experiment end and another start on the event stream, not by polling', async () => {
  const { c } = client({ pollMs: 600_000 });
  await c.start();
  const inB = KEYS.find((k) => {
    const l = c.current(k)!.layers;
    return (
      l.length === 1 && l[0]!.experimentId === setup.copyB.experimentId && l[0]!.arm === 'treatment'
    );
  })!;
  expect(c.current(inB)!.documentHash).toBeDefined();
  const updated = () => new Promise((resolve) => c.once('updated', resolve));
  let next = updated();
  await api(
    studio,
    'DELETE',
    `/labels/staging/layers/copy/experiments/${setup.copyB.experimentId}`,
  );
  await next;
  const ids = () => c.labelState()?.layers?.map((e) => e.experimentId) ?? [];
  expect(ids()).not.toContain(setup.copyB.experimentId);
  // Its version's own document now (the label's or the split's).
  const after = c.current(inB)!;
  expect(after.layers).toEqual([]);
  expect(after.documentHash).toBeUndefined();
  expect(contentHash(after.document)).toBe(after.contentHash);
  next = updated();
  const again = await startLayerExperiment(studio, 'copy', {
    version: setup.copyB.version,
    share: 30,
    percent: 50,
  });
  await next;
  expect(ids()).toContain(again.experimentId);
  const inAgain = KEYS.find((k) =>
    c
      .current(k)!
      .layers.some((l) => l.experimentId === again.experimentId && l.arm === 'treatment'),
  );
  expect(inAgain && c.current(inAgain)!.documentHash).toBeDefined();
}, 60_000);
