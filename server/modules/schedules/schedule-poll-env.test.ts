import { expect, it } from 'vitest';
import { schedulePollFromEnv } from './scheduler';

// SCHEDULE_POLL_MS as docs/api.md ("Schedules") and the README say: how often an instance
// looks for due schedules, 500 ms by default, 0 for an instance that fires none.
it('reads SCHEDULE_POLL_MS: the default, 0 to fire none here, and a plain refusal of nonsense', () => {
  expect(schedulePollFromEnv({})).toBe(500);
  expect(schedulePollFromEnv({ SCHEDULE_POLL_MS: '' })).toBe(500);
  expect(schedulePollFromEnv({ SCHEDULE_POLL_MS: '0' })).toBe(0);
  expect(schedulePollFromEnv({ SCHEDULE_POLL_MS: '250' })).toBe(250);
  expect(() => schedulePollFromEnv({ SCHEDULE_POLL_MS: 'soon' })).toThrow(
    'SCHEDULE_POLL_MS must be a number of milliseconds, not "soon".',
  );
  expect(() => schedulePollFromEnv({ SCHEDULE_POLL_MS: '-1' })).toThrow(/not "-1"/);
});
