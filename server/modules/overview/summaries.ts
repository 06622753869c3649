import type { HarnessSummary } from '../../../src/harness/overview';
import type { Db } from '../../db/db';
import type { Page } from '../../db/paging';
import type { Harness } from '../harnesses/harness-store';
import { getLabelsOf } from '../labels/label-store';
import type { DraftComparisons } from './draft-comparison';
import { latestRunGlance } from './glances';

/**
 * A page of harnesses as the home page shows them: what each label serves, the latest
 * suite run and whether the draft differs from production. Harnesses are read side by
 * side; a draft compared before and unchanged since costs one small query (`comparisons`).
 */
export async function summarize(
  db: Db,
  page: Page<Harness>,
  comparisons: DraftComparisons,
): Promise<Page<HarnessSummary>> {
  const labels = await getLabelsOf(
    db,
    page.items.map((h) => h.id),
  );
  const items = await Promise.all(
    page.items.map(async (harness): Promise<HarnessSummary> => {
      const own = labels.get(harness.id) ?? [];
      const production = own.find((l) => l.name === 'production')?.version ?? null;
      const [draft, latestRun] = await Promise.all([
        comparisons.compare(db, harness.id, production),
        latestRunGlance(db, harness.id),
      ]);
      return { ...harness, labels: own, latestRun, draft };
    }),
  );
  return { items, nextCursor: page.nextCursor };
}
