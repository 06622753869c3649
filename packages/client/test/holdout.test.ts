import { afterAll, beforeAll, expect, it } from 'vitest';
import { createHarnessClient, type HarnessClient } from '../src';
import { isHeldOut, type Holdout } from '../../../src/harness/holdout';
import {
  api,
  createStudio,
  HARNESS,
  killChildren,
  publish,
  removeStudio,
  startStudio,
  type Studio,
} from './studio';

// A label's holdout decided locally: the client serves each viewer the version the studio's
// `/resolved` serves it (held out: the baseline, in no split), and reports its exposures.

let studio: Studio;
let client: HarnessClient | null = null;

beforeAll(async () => {
  studio = await createStudio();
  await startStudio(studio);
}, 90_000);

afterAll(async () => {
  await client?.close();
  await removeStudio(studio);
  killChildren();
});

const KEYS = Array.from({ length: 1_000 }, (_, i) => `holdout-viewer-${i}`);

it('decides 1,000 viewers as the studio does, and reports them to the holdout', async () => {
  const baseline = await publish(studio, 11);
  const holdout = await api<Holdout>(studio, 'PUT', '/labels/staging/holdout', { percent: 10 });
  expect(holdout.version).toBe(baseline);
  const shipped = await publish(studio, 12);
  const latest = await publish(studio, 13, 'staging', { version: shipped, percent: 30 });

  client = createHarnessClient({
    baseUrl: studio.baseUrl,
    harnessId: HARNESS,
    label: 'staging',
    token: '',
    exposures: { flushMs: 60_000 },
  });
  await client.start();
  expect(client.labelState()?.holdout).toEqual({
    experimentId: holdout.experimentId,
    percent: 10,
    version: baseline,
    salt: holdout.salt,
  });
  let held = 0;
  for (const key of KEYS) {
    const res = await fetch(
      `${studio.baseUrl}/api/v1/harnesses/${HARNESS}/resolved?label=staging&key=${key}`,
    );
    await res.arrayBuffer();
    const doc = client.current(key)!;
    expect(doc.version, key).toBe(Number(res.headers.get('x-harness-version')));
    if (isHeldOut(holdout, key)) {
      held++;
      expect(doc.version).toBe(baseline);
      expect(doc.arm).toBe('held_out');
    } else {
      expect([shipped, latest]).toContain(doc.version);
    }
  }
  expect(held).toBeGreaterThan(50);
  expect(held).toBeLessThan(150);

  // Closing sends what is queued: every viewer once, in its arm of the holdout (the studio's
  // own answers above count them too; an exposure is kept once per viewer and arm).
  await client.close();
  client = null;
  const report = await fetch(
    `${studio.baseUrl}/api/v1/experiments/${holdout.experimentId}/report`,
  ).then(
    (r) => r.json() as Promise<{ kind: string; exposures: { control: number; treatment: number } }>,
  );
  expect(report.kind).toBe('holdout');
  // The client's probe reads are not viewers: every viewer counted once, in its arm.
  expect(report.exposures.control).toBe(held);
  expect(report.exposures.treatment).toBe(KEYS.length - held);
}, 120_000);

it('hears a holdout end and start on the event stream, not by polling', async () => {
  const c = createHarnessClient({
    baseUrl: studio.baseUrl,
    harnessId: HARNESS,
    label: 'staging',
    token: '',
    pollMs: 600_000,
    exposures: false,
  });
  client = c;
  await c.start();
  expect(c.labelState()?.holdout).toBeDefined();
  const updated = () => new Promise((resolve) => c.once('updated', resolve));
  let next = updated();
  await api(studio, 'DELETE', '/labels/staging/holdout');
  await next;
  expect(c.labelState()?.holdout).toBeUndefined();
  next = updated();
  const started = await api<Holdout>(studio, 'PUT', '/labels/staging/holdout', { percent: 15 });
  await next;
  expect(c.labelState()?.holdout).toMatchObject({
    experimentId: started.experimentId,
    percent: 15,
  });
  const heldKey = KEYS.find((k) => isHeldOut(started, k))!;
  expect(c.current(heldKey)?.arm).toBe('held_out');
}, 60_000);
