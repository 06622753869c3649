import type { EntityKind, HarnessEntity } from '../../../harness';
import type { MessageKey } from '../../../lib/i18n';
import { locate } from './entity-location';
import { entityHref } from './entity-routes';

/** Another place a problem involves (a diagnostic's `related` pointer), ready to link. */
export interface RelatedPlace {
  kind: EntityKind;
  key: string;
  /** Pointer inside the entity's value. */
  rel: string;
  href: string;
  /** The field's on-screen label, when the editor has one for it. */
  label?: MessageKey;
}

// The promotion editor's labels of the fields a price warning links to.
const PROMOTION_LABELS: Record<string, MessageKey> = {
  name: 'promo.name',
  price: 'promo.price',
  threshold: 'promo.threshold',
  discount: 'promo.discount',
  amount: 'promo.amount',
  minSpend: 'promo.minSpend',
  percentOff: 'promo.percentOff',
};

export function relatedPlaces(
  harnessId: string,
  entities: readonly HarnessEntity[],
  pointers: readonly string[] = [],
): RelatedPlace[] {
  return pointers.map((pointer) => {
    const at = locate(entities, pointer);
    const field = at.rel.split('/')[1] ?? '';
    const label = at.kind === 'promotion' ? PROMOTION_LABELS[field] : undefined;
    return { ...at, href: entityHref(harnessId, at.kind, at.key, at.rel || '/'), label };
  });
}
