import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, it, vi } from 'vitest';
import { openDatabase } from '../../db/open-database';
import { Scheduler } from './scheduler';

// A database that is away makes every tick fail; the log says so once per kind of failure,
// not twice a second for as long as it lasts.

const dirs: string[] = [];
afterEach(() => {
  vi.restoreAllMocks();
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

it('logs a failing tick once, however many ticks fail the same way', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'hs-scheduler-outage-'));
  dirs.push(dir);
  const db = await openDatabase({ dataDir: dir });
  const scheduler = new Scheduler(db, { pollMs: 0 });
  expect(await scheduler.tick()).toEqual([]);
  await db.close();
  const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
  for (let i = 0; i < 5; i++) expect(await scheduler.tick()).toEqual([]);
  const said = errors.mock.calls.filter((c) => String(c[0]).startsWith('[schedules] tick failed'));
  expect(said).toHaveLength(1);
});
