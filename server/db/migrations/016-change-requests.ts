import type { Migration } from './migration';

// Issue 28: change requests, their reviews and pinned previews. Tables are written by the
// change-request module (server/modules/change-requests/).
export const changeRequests: Migration = {
  version: 16,
  name: 'change-requests',
  up: () => [],
};
