import type { Migration } from './migration';

// Issue 28: scheduled label moves (server/modules/schedules/).
export const schedules: Migration = {
  version: 17,
  name: 'schedules',
  up: () => [],
};
