import type { Context } from 'hono';
import type { HarnessDocument } from '../../../src/harness';
import type { AppEnv } from '../../http/app-env';
import { draftFingerprint } from '../drafts/draft-store';
import { checkedTarget, loadSource, pointedVersion } from '../shared/source';

const MAX = 200;

function remember<V>(map: Map<string, V>, key: string, value: V): V {
  map.delete(key);
  if (map.size >= MAX) map.delete(map.keys().next().value!);
  map.set(key, value);
  return value;
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
    const ref = checkedTarget(source);
    if (ref.kind === 'draft') {
      const fingerprint = await draftFingerprint(db, harnessId);
      const hit = this.drafts.get(harnessId);
      if (hit?.fingerprint === fingerprint) return hit.doc;
      const doc = await loadSource(c, harnessId, 'draft');
      return remember(this.drafts, harnessId, { fingerprint, doc }).doc;
    }
    const version = await pointedVersion(db, harnessId, ref);
    const key = `${harnessId}@${version}`;
    return (
      this.versions.get(key) ??
      remember(this.versions, key, await loadSource(c, harnessId, String(version)))
    );
  }
}
