import { useState } from 'react';
import { isApiError } from '../../../lib/api-client';
import { apiErrorMessage } from '../../../lib/diagnostic-message';
import { useLanguage, useT } from '../../../lib/i18n';
import { problemMessage } from '../../../lib/problem-message';
import { useUpdateShop } from '../api/update-shop';
import { formatTags, parseTags } from '../model/tags';
import type { ShopRecord } from '../types';

interface Props {
  shop: ShopRecord;
  onDone: () => void;
}

/** Re-tags a shop in its row of the list (which campaigns reach it follows the tags). */
export function ShopTagsEditor({ shop, onDone }: Props) {
  const t = useT();
  const lang = useLanguage();
  const update = useUpdateShop();
  const [text, setText] = useState(formatTags(shop.tags));
  const errors = isApiError(update.error)
    ? (update.error.problem.errors ?? []).map((e) => apiErrorMessage(e, lang))
    : update.error
      ? [problemMessage(update.error, lang).text]
      : [];
  const id = `tags-${shop.shopId}`;
  const save = () =>
    update.mutate(
      { harnessId: shop.harnessId, shopId: shop.shopId, change: { tags: parseTags(text) } },
      { onSuccess: onDone },
    );
  return (
    <span className="row-with-action">
      <label htmlFor={id} className="sr-only">
        {t('shops.tagsOf', { name: shop.name })}
      </label>
      <input
        id={id}
        value={text}
        aria-invalid={errors.length ? true : undefined}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={(e) => e.key === 'Enter' && save()}
      />
      <button type="button" disabled={update.isPending} onClick={save}>
        {t('shops.saveTags')}
      </button>
      <button type="button" onClick={onDone}>
        {t('common.cancel')}
      </button>
      {errors.length > 0 && (
        <ul className="field-errors" data-testid="field-errors">
          {errors.map((e) => (
            <li key={e}>{e}</li>
          ))}
        </ul>
      )}
    </span>
  );
}
