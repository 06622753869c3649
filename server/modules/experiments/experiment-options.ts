import type { Db } from '../../db/db';
import { currentCopy } from '../drafts/draft-rows-store';
import { harnessSettingsSchema } from '../../../src/harness/schema/settings';
import type { SequentialOptions } from '../../../src/harness/experiments/sequential';

/**
 * How a harness's experiments judge their data (settings.experiments), read from the draft
 * like the release settings: a team raising the events a guardrail waits for does not need a
 * new version. Settings that do not parse fall back to the defaults.
 */
export async function experimentOptions(db: Db, harnessId: string): Promise<SequentialOptions> {
  const meta = await currentCopy(db, harnessId, 'meta', 'meta');
  const value = (meta?.value as { settings?: unknown } | undefined)?.settings;
  const parsed = harnessSettingsSchema.safeParse(value ?? {});
  const minEvents = parsed.success ? parsed.data.experiments?.minEvents : undefined;
  return minEvents === undefined ? {} : { minEvents };
}
