import type { Context } from 'hono';
import type { HarnessDocument } from '../../../src/harness';
import type { AppEnv } from '../../http/app-env';
import type { Db } from '../../db/db';
import { conflict } from '../../http/problem';
import { getLabel } from '../labels/label-store';
import { loadSource } from '../shared/source';

const MAX = 200;

function remember<V>(map: Map<string, V>, key: string, value: V): V {
  map.delete(key);
  if (map.size >= MAX) map.delete(map.keys().next().value!);
  map.set(key, value);
  return value;
}

/**
 * Every draft write bumps its row's revision and updated_at (a delete leaves a tombstone
 * row), and a move changes positions: so this list of row states changes whenever the
 * draft does, and reading it costs a fraction of loading and checking the draft.
 */
async function draftFingerprint(db: Db, harnessId: string): Promise<string> {
  const rows = await db.query<Record<string, string | number>>(
    `SELECT kind, entity_key, revision, position, deleted, updated_at FROM draft_entities
     WHERE harness_id = ? ORDER BY kind, entity_key`,
    [harnessId],
  );
  return rows.map((r) => Object.values(r).join('|')).join('\n');
}

/**
 * loadSource with memory: loading a draft parses every entity and validates the whole
 * harness (several ms, the largest part of what the studio adds to a preview's first
 * token), so the parsed document is kept until the draft changes; versions are immutable.
 */
export class SourceCache {
  private readonly drafts = new Map<string, { fingerprint: string; doc: HarnessDocument }>();
  private readonly versions = new Map<string, HarnessDocument>();

  async load(c: Context<AppEnv>, harnessId: string, source: string): Promise<HarnessDocument> {
    const { db } = c.var.deps;
    if (source === 'draft') {
      const fingerprint = await draftFingerprint(db, harnessId);
      const hit = this.drafts.get(harnessId);
      if (hit?.fingerprint === fingerprint) return hit.doc;
      const doc = await loadSource(c, harnessId, 'draft');
      return remember(this.drafts, harnessId, { fingerprint, doc }).doc;
    }
    let version = Number(source);
    if (source.startsWith('label:')) {
      const name = source.slice('label:'.length);
      const label = await getLabel(db, harnessId, name);
      if (label.version === null)
        throw conflict(`The label "${name}" does not point at a version yet.`);
      version = label.version;
    }
    const key = `${harnessId}@${version}`;
    return (
      this.versions.get(key) ??
      remember(this.versions, key, await loadSource(c, harnessId, String(version)))
    );
  }
}
