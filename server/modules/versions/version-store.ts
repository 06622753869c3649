import {
  canonicalJson,
  contentHash,
  hasErrors,
  joinEntities,
  manifestOf,
  splitEntities,
  validateHarness,
  type HarnessDocument,
} from '../../../src/harness';
import type { Db } from '../../db/db';
import { nowIso } from '../../db/clock';
import { checkLimit, decodeCursor, toPage, type Page, type PageRequest } from '../../db/paging';
import { Conflict, Invalid, NotFound, invalidField } from '../../db/store-errors';
import { appendAudit } from '../audit/audit-store';
import { readDraftEntities } from '../drafts/draft-store';
import { getHarness } from '../harnesses/harness-store';
import { loadBlobs, storeBlobs } from './blob-store';
import { loadManifest, storeManifest } from './manifest-store';

import type { Version, VersionSummary, VersionWithDocument } from '../../../src/harness/records';

export type { Version, VersionSummary, VersionWithDocument };

interface VersionRow {
  harness_id: string;
  number: number;
  parent_number: number | null;
  author: string;
  created_at: string;
  message: string;
  manifest: string;
  content_hash: string;
}

const SUMMARY_COLUMNS =
  'harness_id, number, parent_number, author, created_at, message, content_hash';

function toSummary(row: Omit<VersionRow, 'manifest'>): VersionSummary {
  const parent = row.parent_number === null ? null : Number(row.parent_number);
  return {
    harnessId: row.harness_id,
    number: Number(row.number),
    parentNumber: parent,
    author: row.author,
    createdAt: row.created_at,
    message: row.message,
    contentHash: row.content_hash,
  };
}

async function toVersion(db: Db, row: VersionRow): Promise<Version> {
  return { ...toSummary(row), manifest: await loadManifest(db, row.manifest) };
}

/**
 * Snapshots the draft as the next version. The draft is read in one statement after the
 * harness row is locked, so a version never mixes two drafts and numbers follow the order
 * of the drafts they took. An invalid draft is refused with its diagnostics, writing nothing.
 */
export async function createVersion(
  db: Db,
  harnessId: string,
  options: { message: string; actor: string },
): Promise<Version> {
  const message = options.message.trim();
  if (message.length > 2_000) {
    throw invalidField('/message', 'version.message', 'Keep the message under 2,000 characters.');
  }
  return db.transaction(
    async (tx) => {
      const harness = await getHarness(tx, harnessId);
      if (harness.archived) throw new Conflict(`The harness "${harnessId}" is archived.`, harness);
      // The counter bump locks the harness row on PostgreSQL: version creations queue here.
      const [counter] = await tx.query<{ version_count: number }>(
        'UPDATE harnesses SET version_count = version_count + 1 WHERE id = ? RETURNING version_count',
        [harnessId],
      );
      const number = Number(counter!.version_count);
      const draft = await readDraftEntities(tx, harnessId);
      const { document, diagnostics } = validateHarness(joinEntities(draft));
      if (!document || hasErrors(diagnostics)) {
        throw new Invalid('The draft has errors; fix them before creating a version.', diagnostics);
      }
      const entities = splitEntities(document);
      const manifest = manifestOf(entities);
      await storeBlobs(
        tx,
        entities.map((e, i) => ({ hash: manifest[i]!.hash, body: canonicalJson(e.value) })),
      );
      const [row] = await tx.query<VersionRow>(
        `INSERT INTO versions (harness_id, number, parent_number, author, created_at, message,
           manifest, content_hash) VALUES (?, ?, ?, ?, ?, ?, ?, ?) RETURNING *`,
        [
          harnessId,
          number,
          number > 1 ? number - 1 : null,
          options.actor,
          nowIso(),
          message,
          await storeManifest(tx, manifest),
          contentHash(document),
        ],
      );
      const version: Version = { ...toSummary(row!), manifest };
      await appendAudit(tx, {
        actor: options.actor,
        harnessId,
        action: 'version.create',
        entity: `version/${number}`,
        after: { number, message, contentHash: version.contentHash },
      });
      return version;
    },
    { retryOnUniqueViolation: true },
  );
}

/** Newest first, in pages. */
export async function listVersions(
  db: Db,
  harnessId: string,
  page: PageRequest = {},
): Promise<Page<VersionSummary>> {
  const limit = checkLimit(page.limit);
  const after = decodeCursor<[number]>(page.cursor, ['number']);
  await getHarness(db, harnessId);
  const rows = await db.query<VersionRow>(
    `SELECT ${SUMMARY_COLUMNS} FROM versions WHERE harness_id = ? ${after ? 'AND number < ?' : ''}
     ORDER BY number DESC LIMIT ?`,
    after ? [harnessId, after[0], limit + 1] : [harnessId, limit + 1],
  );
  return toPage(rows, limit, toSummary, (r) => [Number(r.number)]);
}

/** The newest version whose content hash is `hash` (a document's, e.g. the draft's), or null. */
export async function newestVersionWithHash(
  db: Db,
  harnessId: string,
  hash: string,
): Promise<number | null> {
  const [row] = await db.query<{ number: number | string }>(
    'SELECT number FROM versions WHERE harness_id = ? AND content_hash = ? ORDER BY number DESC LIMIT 1',
    [harnessId, hash],
  );
  return row ? Number(row.number) : null;
}

/** A version's metadata and manifest, without loading its document. */
export async function getVersionMeta(db: Db, harnessId: string, number: number): Promise<Version> {
  const [row] = await db.query<VersionRow>(
    'SELECT * FROM versions WHERE harness_id = ? AND number = ?',
    [harnessId, number],
  );
  if (!row) throw new NotFound(`The harness "${harnessId}" has no version ${number}.`);
  return toVersion(db, row);
}

export async function getVersion(
  db: Db,
  harnessId: string,
  number: number,
): Promise<VersionWithDocument> {
  const version = await getVersionMeta(db, harnessId, number);
  return { ...version, document: await documentOf(db, version) };
}

export async function getVersionDocument(
  db: Db,
  harnessId: string,
  number: number,
): Promise<HarnessDocument> {
  return documentOf(db, await getVersionMeta(db, harnessId, number));
}

/** Rebuilds the document from its blobs and checks it against the version's hash. */
async function documentOf(db: Db, version: Version): Promise<HarnessDocument> {
  const bodies = await loadBlobs(
    db,
    version.manifest.map((m) => m.hash),
  );
  const entities = version.manifest.map((m) => ({
    kind: m.kind,
    key: m.key,
    value: bodies.get(m.hash),
  }));
  const document = joinEntities(entities) as HarnessDocument;
  if (contentHash(document) !== version.contentHash) {
    throw new Error(`Version ${version.number} of "${version.harnessId}" does not match its hash.`);
  }
  return document;
}
