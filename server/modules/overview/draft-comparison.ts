import {
  contentHash,
  joinEntities,
  parseHarness,
  type HarnessDocument,
} from '../../../src/harness';
import { diffHarness } from '../../../src/harness/diff';
import type { DraftComparison, KindChangeCount } from '../../../src/harness/overview';
import type { Db } from '../../db/db';
import { readDraftEntities } from '../drafts/draft-store';
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
