import type { Db } from './db/db';
import { sampleHarness } from '../src/harness/sample';
import { createHarness, listHarnesses } from './modules/harnesses/harness-store';

export const SAMPLE_HARNESS_ID = 'sample';

/** On first start (no harness at all) a new user finds a working example. */
export async function seedSampleHarness(db: Db): Promise<void> {
  const existing = await listHarnesses(db, { limit: 1, archived: 'any' });
  if (existing.items.length > 0) return;
  await createHarness(db, { id: SAMPLE_HARNESS_ID, document: sampleHarness, actor: 'system' });
}
