import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../db/testing/describe-each-database';
import { newHarness } from '../../db/testing/harness-fixtures';
import type { ExperimentWindow } from './experiment-window';
import { listLooks, OLDER_LOOKS, RECENT_LOOKS, recordLook } from './looks-store';

describeEachDatabase('experiment looks', (getDb) => {
  it('keeps the history bounded: the newest looks, and thinned older ones back to the first', async () => {
    const db = getDb();
    const h = await newHarness(db);
    const w = { harnessId: h.id, label: 'staging', startedAt: '2026-01-01T00:00:00.000Z' };
    const at = (i: number) => new Date(Date.UTC(2026, 0, 1, 0, 0, i)).toISOString();
    for (let i = 0; i < 500; i++) {
      await recordLook(db, w as ExperimentWindow, { at: at(i), units: [i, i], metrics: [] });
    }
    const looks = await listLooks(db, w as ExperimentWindow);
    expect(looks.length).toBeLessThanOrEqual(RECENT_LOOKS + OLDER_LOOKS);
    expect(looks[0]!.at).toBe(at(0));
    expect(looks.slice(-RECENT_LOOKS).map((l) => l.at)).toEqual(
      Array.from({ length: RECENT_LOOKS }, (_, k) => at(500 - RECENT_LOOKS + k)),
    );
    const times = looks.map((l) => l.at);
    expect(times).toEqual([...times].sort());
  }, 60_000);
});
