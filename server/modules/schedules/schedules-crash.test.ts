/**
 * Two studio processes on one PostgreSQL, 200 schedules due at the same instant over ten
 * harnesses, one process SIGKILLed at that instant: every schedule fires exactly once (one
 * label move, one `schedule.fire` audit record each). How late they fire is a figure of
 * `npm run bench:schedules`, not something a test on a shared machine can decide.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { killChildren } from '../../testing/crash-studio';
import { postgresTarget, postgresUrl, type Target } from '../../testing/crash-targets';
import { scheduleStorm } from '../../testing/schedule-storm';

const pgUrl = postgresUrl();

describe.skipIf(!pgUrl)('schedules: SIGKILL of one of two instances at the due time', () => {
  let target: Target | undefined;
  afterAll(async () => {
    killChildren();
    await target?.cleanup();
  });

  it('fires all 200 exactly once', { timeout: 180_000 }, async () => {
    target = await postgresTarget(pgUrl!);
    const run = await scheduleStorm({
      env: { ...target.env, SCHEDULE_POLL_MS: '250' },
      harnesses: 10,
      perHarness: 20,
    });
    expect(run.writtenInTime, 'the 200 schedules were written before they fell due').toBe(true);
    expect(run.killedBy).toBe('SIGKILL');
    const { total } = run;
    expect(total).toBe(200);
    expect(run.counts).toEqual({
      notPending: total,
      fired: total,
      scheduledMoves: total,
      fireAudits: total,
      distinctFireAudits: total,
      distinctMoves: total,
    });
    expect(run.lateness).toHaveLength(total);
  });
});
