import type { Diagnostic } from '../../../src/harness';
import { shopScopeSchema } from '../../../src/harness/schema/shop';
import type { Db } from '../../db/db';
import { Invalid } from '../../db/store-errors';
import { asBadRequest } from '../../http/problem';
import { existingShops } from './shop-store';

/**
 * A base promotion (a campaign) that names shops the harness does not have is refused
 * before it is saved: 400 at each unknown one (`/shops/shops/2`). Anything else about the
 * value is the entity check's to report, so a scope of the wrong shape passes through here.
 */
export async function checkCampaignScope(
  db: Db,
  harnessId: string,
  kind: string,
  value: unknown,
): Promise<void> {
  if (kind !== 'promotion' || typeof value !== 'object' || value === null) return;
  const scope = shopScopeSchema.safeParse((value as { shops?: unknown }).shops);
  if (!scope.success || scope.data.kind !== 'list') return;
  const ids = scope.data.shops;
  const known = await existingShops(db, harnessId, ids);
  const unknown: Diagnostic[] = ids.flatMap((id, i) =>
    known.has(id)
      ? []
      : [
          {
            pointer: `/shops/shops/${i}`,
            severity: 'error' as const,
            code: 'shop.unknown',
            params: { id },
            message: `The harness has no shop "${id}".`,
          },
        ],
  );
  if (unknown.length > 0) {
    throw asBadRequest(
      new Invalid('The campaign names shops this harness does not have.', unknown),
    );
  }
}
