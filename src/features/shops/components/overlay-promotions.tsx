import type { Promotion } from '../../../harness';
import { useT } from '../../../lib/i18n';
import { newShopPromotion } from '../model/templates';
import type { ShopOverlay } from '../types';
import { OverlayPromotion } from './overlay-promotion';

interface Props {
  overlay: ShopOverlay;
  at: (pointer: string) => readonly string[];
  onChange: (overlay: ShopOverlay) => void;
  readOnly: boolean;
}

/** The shop's own promotions, which its host offers next to the campaigns reaching it. */
export function OverlayPromotions({ overlay, at, onChange, readOnly }: Props) {
  const t = useT();
  const list = overlay.promotions;
  const replace = (promotions: Promotion[]) => onChange({ ...overlay, promotions });
  return (
    <section className="group" aria-labelledby="overlay-promotions-title">
      <h2 id="overlay-promotions-title" className="section-title">
        {t('shops.promotions')}
      </h2>
      <p className="field-hint">{t('shops.promotionsHint')}</p>
      {list.length === 0 && <p className="muted">{t('shops.noPromotions')}</p>}
      {list.map((p, i) => (
        <OverlayPromotion
          key={i}
          promotion={p}
          pointer={`/promotions/${i}`}
          at={at}
          readOnly={readOnly}
          onChange={(next) => replace(list.map((x, j) => (j === i ? next : x)))}
          onRemove={() => replace(list.filter((_, j) => j !== i))}
        />
      ))}
      {!readOnly && (
        <button type="button" onClick={() => replace([...list, newShopPromotion(list)])}>
          {t('shops.addPromotion')}
        </button>
      )}
    </section>
  );
}
