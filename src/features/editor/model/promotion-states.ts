import {
  isTimeZone,
  type HarnessEntity,
  type HarnessSettings,
  type Promotion,
} from '../../../harness';
import { promotionState, type PromotionState } from '../../../harness/promotion-state';
import { DEFAULT_TIME_ZONE } from '../../../harness/schema/settings';

/** The harness's time zone (`settings.timeZone` of the draft's `meta`), the default while it is not a zone. */
export function harnessTimeZone(entities: readonly HarnessEntity[]): string {
  const meta = entities.find((e) => e.kind === 'meta')?.value as
    { settings?: Partial<HarnessSettings> } | undefined;
  const zone = meta?.settings?.timeZone;
  return typeof zone === 'string' && isTimeZone(zone) ? zone : DEFAULT_TIME_ZONE;
}

/** Each promotion's state at `now` by entity key, judged in the harness's time zone. */
export function promotionStates(
  entities: readonly HarnessEntity[],
  now: number,
): Map<string, PromotionState> {
  const zone = harnessTimeZone(entities);
  const out = new Map<string, PromotionState>();
  for (const e of entities) {
    if (e.kind !== 'promotion') continue;
    out.set(e.key, promotionState(e.value as Promotion, now, zone));
  }
  return out;
}
