import type { Db } from '../../db/db';
import { currentCopy } from '../drafts/draft-rows-store';
import { DEFAULT_TIME_ZONE, harnessSettingsSchema } from '../../../src/harness/schema/settings';
import {
  DEFAULT_MISSED_GRACE_MINUTES,
  type ReleaseSettings,
} from '../../../src/harness/release/release-settings';

export interface ReleaseSettingsInForce {
  timeZone: string;
  release: ReleaseSettings | undefined;
  missedGraceMs: number;
}

/**
 * The settings a schedule is read and fired under: the draft's (what the team set now), so a
 * change of time zone or grace applies without a new version. A draft whose settings do not
 * parse falls back to the defaults rather than refusing every schedule of the harness.
 */
export async function releaseSettingsOf(
  db: Db,
  harnessId: string,
): Promise<ReleaseSettingsInForce> {
  // The settings live in the draft's `meta` singleton (with the name, model...).
  const meta = await currentCopy(db, harnessId, 'meta', 'meta');
  const value = (meta?.value as { settings?: unknown } | undefined)?.settings;
  const parsed = harnessSettingsSchema.safeParse(value ?? {});
  const settings = parsed.success ? parsed.data : null;
  const release = settings?.release;
  return {
    timeZone: settings?.timeZone ?? DEFAULT_TIME_ZONE,
    release,
    missedGraceMs: (release?.missedGraceMinutes ?? DEFAULT_MISSED_GRACE_MINUTES) * 60_000,
  };
}
