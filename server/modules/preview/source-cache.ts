import type { Context } from 'hono';
import type { HarnessDocument } from '../../../src/harness';
import type { AppEnv } from '../../http/app-env';
import { LoadingCache } from '../../cache/loading-cache';
import { draftFingerprint } from '../drafts/draft-store';
import { checkedTarget, loadSource, pointedVersion } from '../shared/source';

const MAX = 200;

interface ParsedDraft {
  fingerprint: string;
  doc: HarnessDocument;
}

/**
 * loadSource with memory: loading a draft parses every entity and validates the whole
 * harness (several ms, the largest part of what the studio adds to a preview's first
 * token), so the parsed document is kept until the draft changes; versions are immutable.
 * Concurrent misses of one draft or version load it once.
 */
export class SourceCache {
  /** One entry per harness: the draft as of its fingerprint. */
  private readonly drafts = new LoadingCache<ParsedDraft>({ max: MAX });
  private readonly versions = new LoadingCache<HarnessDocument>({ max: MAX });

  async load(c: Context<AppEnv>, harnessId: string, source: string): Promise<HarnessDocument> {
    const { db } = c.var.deps;
    const ref = checkedTarget(source);
    if (ref.kind === 'draft') {
      const fingerprint = await draftFingerprint(db, harnessId);
      const hit = this.drafts.cached(harnessId);
      if (hit && hit.fingerprint !== fingerprint) this.drafts.delete(harnessId);
      const draft = await this.drafts.get(harnessId, async () => ({
        fingerprint,
        doc: await loadSource(c, harnessId, 'draft'),
      }));
      // A load started for another fingerprint (the draft changed meanwhile): read it afresh.
      return draft.fingerprint === fingerprint ? draft.doc : loadSource(c, harnessId, 'draft');
    }
    const version = await pointedVersion(db, harnessId, ref);
    return this.versions.get(`${harnessId}@${version}`, () =>
      loadSource(c, harnessId, String(version)),
    );
  }
}
