import type { Dialect } from '../db';
import { serialId, type Migration } from './migration';

// Change requests, their reviews and pinned previews (server/modules/change-requests/).
// A request's id is the `{n}` of its routes and the `request_id` of a schedule. The target is
// a label (`target_label`) or a shop (`target_shop`); the proposal is a version
// (`proposal_version`) or a shop overlay version (`proposal_overlay`), frozen per revision.
// Reviews and pins are kept for every revision: a review of an older revision no longer
// counts when settings.release.resetOnChange is set.
const bytewise = (d: Dialect) => (d === 'postgres' ? ' COLLATE "C"' : '');

export const changeRequests: Migration = {
  version: 16,
  name: 'change-requests',
  up: (d) => [
    `CREATE TABLE change_requests (
      ${serialId(d)},
      harness_id TEXT NOT NULL REFERENCES harnesses (id),
      title TEXT NOT NULL,
      description TEXT NOT NULL,
      author TEXT NOT NULL,
      target_label TEXT,
      target_shop TEXT${bytewise(d)},
      proposal_version INTEGER,
      proposal_shop TEXT,
      proposal_overlay INTEGER,
      revision INTEGER NOT NULL DEFAULT 1,
      state TEXT NOT NULL DEFAULT 'open',
      failure TEXT,
      move_id BIGINT,
      created_at TEXT${bytewise(d)} NOT NULL,
      updated_at TEXT NOT NULL
    )`,
    // The list, newest first per harness (keyset on id).
    'CREATE INDEX change_requests_by_harness ON change_requests (harness_id, id)',
    `CREATE TABLE change_request_reviews (
      ${serialId(d)},
      request_id BIGINT NOT NULL REFERENCES change_requests (id),
      revision INTEGER NOT NULL,
      reviewer TEXT NOT NULL,
      role TEXT NOT NULL,
      verdict TEXT NOT NULL,
      body TEXT NOT NULL,
      pointer_entity TEXT,
      pointer_field TEXT,
      at TEXT NOT NULL
    )`,
    'CREATE INDEX change_request_reviews_by_request ON change_request_reviews (request_id, id)',
    `CREATE TABLE change_request_pins (
      ${serialId(d)},
      request_id BIGINT NOT NULL REFERENCES change_requests (id),
      revision INTEGER NOT NULL,
      context_id TEXT NOT NULL,
      question TEXT NOT NULL,
      before_text TEXT,
      after_text TEXT,
      pinned_by TEXT NOT NULL,
      at TEXT NOT NULL
    )`,
    'CREATE INDEX change_request_pins_by_request ON change_request_pins (request_id, id)',
  ],
};
