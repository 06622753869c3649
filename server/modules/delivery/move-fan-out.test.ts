import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '../../db/testing/describe-each-database';
import { announceLabelMove, type LabelMoveEvent } from '../events/label-events';
import { heldTurns } from '../../testing/held-turns';
import { DeliveryCache } from './delivery-cache';

const move = (moveId: number): LabelMoveEvent => ({
  harnessId: 'fan-out',
  label: 'production',
  version: 2,
  split: null,
  moveId,
  at: '2026-12-06T09:00:00.000Z',
  actor: 'test',
});

describeEachDatabase('a label move’s fan-out to event streams', (getDb) => {
  const turns = heldTurns();
  let cache: DeliveryCache;
  beforeAll(async () => {
    turns.hold();
    cache = new DeliveryCache(getDb(), undefined, { slice: 1, nextTurn: turns.nextTurn });
    await cache.start();
  });
  afterAll(() => cache.close());

  it('commits and answers while the streams are not yet told, then tells them a slice a turn', async () => {
    const heard: string[] = [];
    cache.moves.on('fan-out', (e: LabelMoveEvent) => heard.push(`a${e.moveId}`));
    cache.moves.on('fan-out', (e: LabelMoveEvent) => heard.push(`b${e.moveId}`));
    const committed = await getDb().transaction(async (tx) => {
      await announceLabelMove(tx, move(1_000_001));
      return 'answered';
    });
    // The move's transaction is done and its caller has its answer; the fan-out holds on a
    // turn nobody gave yet, and nothing waits for it.
    expect(committed).toBe('answered');
    await turns.asked();
    expect(heard).toEqual([]);
    turns.give();
    await turns.asked();
    expect(heard).toEqual(['a1000001']);
    turns.give();
    await expect.poll(() => heard).toEqual(['a1000001', 'b1000001']);
  });
});
