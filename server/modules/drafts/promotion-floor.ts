import { ENTITY_SCHEMAS, checkPromotionFloor } from '../../../src/harness';
import type { Db } from '../../db/db';
import { Invalid } from '../../db/store-errors';
import { readDraftEntities } from './draft-rows-store';

export const belowFloorMessage =
  'The promotion would quote a price under the discount floor (preferences.discountFloor).';

/**
 * A draft's promotion that takes a price under the discount floor, against the draft's
 * preferences and the list prices its tools state, is refused before anything is written:
 * 422 at the promotion's field (`/price`, `/discount`...). Only what the promotion itself
 * causes: a preferences or tool edit that puts a saved promotion under the floor is in the
 * draft's diagnostics, and a version with it is refused. A value of the wrong shape passes
 * through, for the entity check to report.
 */
export async function checkPromotionFloorSave(
  db: Db,
  harnessId: string,
  kind: string,
  value: unknown,
): Promise<void> {
  if (kind !== 'promotion') return;
  const promotion = ENTITY_SCHEMAS.promotion.safeParse(value);
  if (!promotion.success) return;
  const entities = await readDraftEntities(db, harnessId);
  const preferences = ENTITY_SCHEMAS.preferences.safeParse(
    entities.find((e) => e.kind === 'preferences')?.value,
  );
  // No preferences to read a floor from (no such harness, or mid-edit): nothing to hold to.
  if (!preferences.success) return;
  const tools = entities.flatMap((e) => {
    const tool = e.kind === 'tool' ? ENTITY_SCHEMAS.tool.safeParse(e.value) : undefined;
    return tool?.success ? [tool.data] : [];
  });
  const problems = checkPromotionFloor({
    preferences: preferences.data,
    tools,
    promotions: [promotion.data],
  })
    .filter((d) => d.severity === 'error')
    // Pointers into the request body: the promotion itself.
    .map((d) => ({ ...d, pointer: d.pointer.replace(/^\/promotions\/0/, '') }));
  if (problems.length > 0) throw new Invalid(belowFloorMessage, problems);
}
