import type { Diagnostic } from '../../../src/harness';
import { shopScopeSchema } from '../../../src/harness/schema/shop';
import type { Db } from '../../db/db';
import { Invalid } from '../../db/store-errors';
import { asBadRequest } from '../../http/problem';
import { existingShops } from './shop-store';

/** A base promotion (a campaign) and where it sits in what the caller sent. */
export interface Campaign {
  /** JSON pointer of the promotion: '' for a draft entity, `/promotions/2` in a document. */
  pointer: string;
  value: unknown;
}

/**
 * The rule, stated once for every way a campaign reaches the base (a draft save, a new
 * harness, a folder import): a scope that lists shops names only shops the harness has. One
 * problem at each unknown one (`<pointer>/shops/shops/2`). Anything else about the value is the
 * entity check's to report, so a scope of the wrong shape passes through here.
 */
export async function campaignScopeProblems(
  db: Db,
  harnessId: string,
  campaigns: readonly Campaign[],
): Promise<Diagnostic[]> {
  const lists = campaigns.flatMap(({ pointer, value }) => {
    if (typeof value !== 'object' || value === null) return [];
    const scope = shopScopeSchema.safeParse((value as { shops?: unknown }).shops);
    return scope.success && scope.data.kind === 'list' ? [{ pointer, ids: scope.data.shops }] : [];
  });
  if (lists.length === 0) return [];
  const known = await existingShops(
    db,
    harnessId,
    lists.flatMap((l) => l.ids),
  );
  return lists.flatMap(({ pointer, ids }) =>
    ids.flatMap((id, i) =>
      known.has(id)
        ? []
        : [
            {
              pointer: `${pointer}/shops/shops/${i}`,
              severity: 'error' as const,
              code: 'shop.unknown' as const,
              params: { id },
              message: `The harness has no shop "${id}".`,
            },
          ],
    ),
  );
}

export const unknownShopsMessage = 'The campaign names shops this harness does not have.';

/** A draft's promotion naming unknown shops is refused before it is saved: 400 at each. */
export async function checkCampaignScope(
  db: Db,
  harnessId: string,
  kind: string,
  value: unknown,
): Promise<void> {
  if (kind !== 'promotion') return;
  const problems = await campaignScopeProblems(db, harnessId, [{ pointer: '', value }]);
  if (problems.length > 0) throw asBadRequest(new Invalid(unknownShopsMessage, problems));
}
