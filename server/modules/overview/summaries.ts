import type { HarnessSummary } from '../../../src/harness/overview';
import type { Db } from '../../db/db';
import type { Page } from '../../db/paging';
import type { Harness } from '../harnesses/harness-store';
import { getLabelsOf } from '../labels/label-store';
import { compareDraft, draftDocument } from './draft-comparison';
import { latestRunGlance } from './glances';

/**
 * A page of harnesses as the home page shows them: what each label serves, the latest
 * suite run and whether the draft differs from production. Harnesses are read side by
 * side; an unchanged draft costs a hash, a changed one a diff.
 */
export async function summarize(db: Db, page: Page<Harness>): Promise<Page<HarnessSummary>> {
  const labels = await getLabelsOf(
    db,
    page.items.map((h) => h.id),
  );
  const items = await Promise.all(
    page.items.map(async (harness): Promise<HarnessSummary> => {
      const own = labels.get(harness.id) ?? [];
      const production = own.find((l) => l.name === 'production')?.version ?? null;
      const [draft, latestRun] = await Promise.all([
        draftDocument(db, harness.id),
        latestRunGlance(db, harness.id),
      ]);
      return {
        ...harness,
        labels: own,
        latestRun,
        draft: await compareDraft(db, harness.id, draft, production),
      };
    }),
  );
  return { items, nextCursor: page.nextCursor };
}
