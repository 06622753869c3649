import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../db/testing/describe-each-database';
import { listLabelMoves, moveLabel } from '../labels/label-store';
import { servingHistory } from '../labels/serving-history';
import { drivenScheduler, HOUR, schedule, withVersions } from '../../testing/scheduled-harness';

// A window's end takes the label back without judging the campaign's version: serving it again
// (next weekend's campaign) is a release like any other, not a return to a rolled-back version.
describeEachDatabase('a window end is not a rollback', (getDb) => {
  it('records the end as window_end and leaves the campaign version servable', async () => {
    const db = getDb();
    const id = await withVersions(db, 2);
    const at = Date.now() + HOUR;
    await schedule(db, id, { atMs: at, until: new Date(at + HOUR).toISOString() });
    const { clock, scheduler } = drivenScheduler(db);
    clock.now = at + 500;
    await scheduler.tick();
    clock.now = at + HOUR + 100;
    await scheduler.tick();

    const [end] = (await listLabelMoves(db, id, { label: 'staging' })).items;
    expect(end).toMatchObject({ fromVersion: 2, toVersion: 1, kind: 'window_end' });
    const history = await servingHistory(db, id, 'staging', [1, 2]);
    expect(history.left.has(2)).toBe(false);
    expect([...history.served].sort()).toEqual([1, 2]);
  });

  it('still marks a version left by a rollback by hand', async () => {
    const db = getDb();
    const id = await withVersions(db, 2);
    await moveLabel(db, id, 'staging', { version: 2, reason: 'release', actor: 'ann' });
    const { move } = await moveLabel(db, id, 'staging', {
      version: 1,
      reason: 'bad answers',
      actor: 'ann',
    });
    expect(move.kind).toBe('rollback');
    const history = await servingHistory(db, id, 'staging', [2]);
    expect(history.left.get(2)).toMatchObject({ actor: 'ann', toVersion: 1 });
    expect(history.served.has(2)).toBe(false);
  });
});
