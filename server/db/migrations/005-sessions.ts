import type { Migration } from './migration';

// A signed-in browser holds a random session id, never the token: signing out or revoking the
// token ends the session on the server. Only the id's sha256 is kept, as for tokens.
export const sessions: Migration = {
  version: 5,
  name: 'sessions',
  up: () => [
    `CREATE TABLE sessions (
      id_hash TEXT PRIMARY KEY,
      token_id TEXT NOT NULL REFERENCES tokens (id),
      created_at TEXT NOT NULL,
      last_seen_at TEXT NOT NULL,
      expires_at TEXT NOT NULL,
      revoked_at TEXT
    )`,
    'CREATE INDEX sessions_by_token ON sessions (token_id)',
    'CREATE INDEX sessions_by_expiry ON sessions (expires_at)',
  ],
};
