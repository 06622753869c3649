import { createHash } from 'node:crypto';
import {
  contentHash,
  joinEntities,
  parseHarness,
  type HarnessDocument,
} from '../../../src/harness';
import { diffHarness } from '../../../src/harness/diff';
import type { DraftComparison, KindChangeCount } from '../../../src/harness/overview';
import type { Db } from '../../db/db';
import { LoadingCache } from '../../cache/loading-cache';
import { draftFingerprint, readDraftEntities } from '../drafts/draft-store';
import { getVersionDocument, getVersionMeta } from '../versions/version-store';

/** The draft as a document, or null while its shape is invalid (nothing to compare then). */
export async function draftDocument(db: Db, harnessId: string): Promise<HarnessDocument | null> {
  const parsed = parseHarness(joinEntities(await readDraftEntities(db, harnessId)));
  return parsed.ok ? parsed.document : null;
}

/** Whether the draft's content is exactly a version's (the hash a version was made with). */
export async function draftIsVersion(
  db: Db,
  harnessId: string,
  draft: HarnessDocument,
  version: number,
): Promise<boolean> {
  const meta = await getVersionMeta(db, harnessId, version);
  return meta.contentHash === contentHash(draft);
}

/**
 * What changed in the draft since `version` (production's), counted per kind of entity from
 * the structural diff the diff screen shows. Unchanged drafts cost one hash, not a diff.
 */
export async function compareDraft(
  db: Db,
  harnessId: string,
  draft: HarnessDocument | null,
  version: number | null,
): Promise<DraftComparison> {
  if (version === null || draft === null) return { against: version, differs: null, changes: [] };
  if (await draftIsVersion(db, harnessId, draft, version)) {
    return { against: version, differs: false, changes: [] };
  }
  const { changes } = diffHarness(await getVersionDocument(db, harnessId, version), draft);
  const byKind = new Map<string, KindChangeCount>();
  for (const change of changes) {
    let count = byKind.get(change.kind);
    if (!count) {
      count = { kind: change.kind, added: 0, changed: 0, removed: 0, moved: 0 };
      byKind.set(change.kind, count);
    }
    count[change.change] += 1;
  }
  // A hash can differ with no structural change (e.g. key order normalised): still "differs".
  return { against: version, differs: true, changes: [...byKind.values()] };
}

/**
 * The home page compares every listed harness's draft with production on each visit; most
 * drafts have not changed since the last. Kept by (harness, production's version, the
 * draft's fingerprint), which moves with every write on any instance, so a stale comparison
 * is never served; the fingerprint costs one small query instead of reading the draft.
 */
export class DraftComparisons {
  private readonly cache = new LoadingCache<DraftComparison>({ max: 2_000 });

  async compare(db: Db, harnessId: string, version: number | null): Promise<DraftComparison> {
    const fingerprint = createHash('sha256')
      .update(await draftFingerprint(db, harnessId))
      .digest('base64url');
    return this.cache.get(`${harnessId}\n${version}\n${fingerprint}`, async () =>
      compareDraft(db, harnessId, await draftDocument(db, harnessId), version),
    );
  }
}
