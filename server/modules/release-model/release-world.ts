/**
 * The real side of the model-based test of releases: one harness per run on a studio over real
 * HTTP, the scheduler's clock in the test's hand, and the check that after every step the
 * studio serves, schedules and records what the reference model says.
 */
import { expect } from 'vitest';
import type { Label } from '../../../src/harness/records';
import type { Schedule } from '../../../src/harness/release/schedule';
import type { Scheduler } from '../schedules/scheduler';
import { count } from '../../db/testing/harness-fixtures';
import { readEntity, sampleDocument } from '../../testing/api-helpers';
import { SAMPLE_SHOP, type ApiContext, type Caller } from '../../testing/describe-api';
import { ENTITIES } from './layer-model';
import { putVariant, readOriginals, verifyLayers, type LayerWorld } from './layer-world';
import {
  BASE_DISCOUNT_FLOOR,
  initialModel,
  type ModelServed,
  type ReleaseModel,
} from './reference-model';

export const HOUR = 3_600_000;

export interface World extends LayerWorld {
  api: ApiContext;
  id: string;
  scheduler: Scheduler;
  clock: { now: number };
  /** The instant of the grid's hour `h`. */
  hourMs: (h: number) => number;
  /** The model's experiment symbols and the server's ids for them. */
  expIds: Map<number, string>;
  /** When the test first saw each experiment served (just after it began). */
  expSeen: Map<number, number>;
  movesAtStart: number;
}

export const iso = (ms: number) => new Date(ms).toISOString();

/** Sets the draft's rule for production: 1 approval, or none. */
export async function setDraftRule(w: World, who: Caller, required: number) {
  const meta = await readEntity(w.api, w.id, 'meta', 'meta');
  const value = meta.value as { settings: Record<string, unknown> };
  const approvals = required > 0 ? { production: { required } } : {};
  value.settings = { ...value.settings, release: { approvals } };
  const res = await w.api.as(who, 'PUT', `/harnesses/${w.id}/draft/entities/meta/meta`, {
    headers: { 'if-match': `"${meta.revision}"` },
    body: value,
  });
  expect(res.status, res.text).toBe(200);
}

export async function newVersion(w: World): Promise<number> {
  const res = await w.api.as<{ number: number }>('admin', 'POST', `/harnesses/${w.id}/versions`, {
    body: { message: 'next' },
  });
  expect(res.status, res.text).toBe(201);
  return res.body.number;
}

async function labelMoves(w: World): Promise<number> {
  return count(w.api.db(), 'label_moves', 'harness_id = ?', [w.id]);
}

/**
 * A fresh harness: versions 1-3, each asking one approval for production (as the draft does),
 * 2 changing the prompt of 1, 3 the preferences too (initialLayers), production and staging
 * on version 1 (production put there by an admin's override).
 */
export async function setUp(
  api: ApiContext,
  scheduler: Scheduler,
  clock: { now: number },
  hourMs: (h: number) => number,
  hour: number,
  id: string,
): Promise<{ model: ReleaseModel; world: World }> {
  const created = await api.as('admin', 'POST', '/harnesses', {
    body: { id, document: sampleDocument() },
  });
  expect(created.status, created.text).toBe(201);
  const world: World = {
    api,
    id,
    scheduler,
    clock,
    hourMs,
    expIds: new Map(),
    expSeen: new Map(),
    movesAtStart: 0,
    originals: new Map(),
    docs: new Map(),
  };
  await setDraftRule(world, 'admin', 1);
  await readOriginals(world, ENTITIES);
  await newVersion(world);
  await putVariant(world, 'prompt:prompt', 1);
  await newVersion(world);
  await putVariant(world, 'preferences:preferences', 1);
  await newVersion(world);
  for (const label of ['production', 'staging']) {
    const res = await api.as('admin', 'PUT', `/harnesses/${id}/labels/${label}`, {
      body: { version: 1, reason: 'start', override: { reason: 'set-up' } },
    });
    expect(res.status, res.text).toBe(200);
  }
  clock.now = hourMs(hour) + 1_000;
  world.movesAtStart = await labelMoves(world);
  return { model: initialModel(hour), world };
}

/** The split a label serves, as the model says it (experiment ids mapped to symbols). */
function expectServed(w: World, real: Label, want: ModelServed, what: string) {
  expect(real.version, `${what}: version`).toBe(want.version);
  if (!want.split) {
    expect(real.split ?? null, `${what}: no split`).toBeNull();
    return;
  }
  expect(real.split, `${what}: a split`).not.toBeNull();
  const split = real.split!;
  expect({ version: split.version, percent: split.percent }, what).toEqual({
    version: want.split.version,
    percent: want.split.percent,
  });
  expect(split.guardrails ?? null, `${what}: guardrails`).toEqual(want.split.guardrails);
  const known = w.expIds.get(want.split.exp);
  if (known === undefined) {
    // A new experiment: an id never seen before in this run.
    expect([...w.expIds.values()], `${what}: a new experiment`).not.toContain(split.experimentId);
    w.expIds.set(want.split.exp, split.experimentId!);
    w.expSeen.set(want.split.exp, Date.now());
  } else {
    expect(split.experimentId, `${what}: the same experiment`).toBe(known);
    expect(split.salt, `${what}: its salt`).toBe(known);
  }
}

/** After every step: the labels, the schedules and the records agree with the model. */
export async function verify(m: ReleaseModel, w: World): Promise<void> {
  const labels = await w.api.as<Label[]>('qa', 'GET', `/harnesses/${w.id}/labels`);
  expect(labels.status, labels.text).toBe(200);
  const byName = new Map(labels.body.map((l) => [l.name, l]));
  expectServed(w, byName.get('staging')!, m.staging, 'staging');
  expectServed(
    w,
    byName.get('production')!,
    { version: m.production.version, split: null },
    'production',
  );

  const schedules = await w.api.as<{ items: Schedule[] }>(
    'qa',
    'GET',
    `/harnesses/${w.id}/schedules?limit=100`,
  );
  expect(schedules.status, schedules.text).toBe(200);
  const real = new Map(schedules.body.items.map((s) => [s.id, s]));
  for (const s of m.schedules) {
    expect(
      { state: real.get(s.id)?.state, endState: real.get(s.id)?.endState },
      `schedule ${s.id}`,
    ).toEqual({ state: s.state, endState: s.endState });
  }

  // The shop's host is never less compliant than the platform's, whatever its merchant saved.
  const merged = await w.api.as<{ document: { preferences: { discountFloor: number } } }>(
    'merchant',
    'GET',
    `/harnesses/${w.id}/shops/${SAMPLE_SHOP}/merged?source=label:production`,
  );
  expect(merged.status, merged.text).toBe(200);
  const floor = merged.body.document.preferences.discountFloor;
  expect(floor).toBe(m.shop.discountFloor ?? BASE_DISCOUNT_FLOOR);
  expect(floor).toBeGreaterThanOrEqual(BASE_DISCOUNT_FLOOR);

  // Every move is the model's, and each has its audit record.
  const db = w.api.db();
  const moves = await labelMoves(w);
  expect(moves - w.movesAtStart, 'label moves since set-up').toBe(m.moves);
  const audited = await count(
    db,
    'audit_log',
    "harness_id = ? AND action IN ('label.move', 'label.rollback')",
    [w.id],
  );
  expect(audited, 'an audit record per label move').toBe(moves);

  await verifyLayers(m, w, byName);
}
