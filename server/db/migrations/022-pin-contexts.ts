import type { Migration } from './migration';

// A pinned preview keeps the live room it was asked in (its `now` above all: a suggested
// room sits inside a promotion's window) and the room's name; older pins keep nulls.
export const pinContexts: Migration = {
  version: 22,
  name: 'pin-contexts',
  up: () => [
    'ALTER TABLE change_request_pins ADD COLUMN context TEXT',
    'ALTER TABLE change_request_pins ADD COLUMN context_title TEXT',
  ],
};
