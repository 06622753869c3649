import { useState } from 'react';
import { TextAreaField, TextField, type FieldAt } from '../../../components/ui/field';
import { fieldId } from '../../../lib/field-id';
import { useLanguage, useT } from '../../../lib/i18n';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useShopReach } from '../api/get-shop-reach';
import { parseTags } from '../model/tags';
import type { ShopScope } from '../types';

interface Props {
  harnessId: string;
  /** Absent: every shop. */
  value: ShopScope | undefined;
  onChange: (scope: ShopScope | undefined) => void;
  /** Messages at a pointer inside the promotion (`/shops/tag`). */
  at: FieldAt;
  readOnly: boolean;
}

type Kind = ShopScope['kind'];
const KINDS: Kind[] = ['all', 'list', 'tag'];

/**
 * Which shops a campaign reaches: all, a list of shop ids, or the shops with a tag, and
 * how many that is now (asked of the server as one types, once the typing settles).
 */
export function ShopScopeField({ harnessId, value, onChange, at, readOnly }: Props) {
  const t = useT();
  const lang = useLanguage();
  const scope: ShopScope = value ?? { kind: 'all' };
  // The list as typed: parsing it on each key would eat the separator being typed.
  const [listText, setListText] = useState(scope.kind === 'list' ? scope.shops.join('\n') : '');
  // A list changed from outside (changes discarded, someone else's save): show that one.
  if (scope.kind === 'list' && parseTags(listText).join() !== scope.shops.join()) {
    setListText(scope.shops.join('\n'));
  }
  // Nothing to count until a tag or a shop is named.
  const countable =
    (scope.kind === 'tag' && !scope.tag) || (scope.kind === 'list' && !scope.shops.length)
      ? null
      : scope;
  const settled = useDebouncedValue(JSON.stringify(countable), 300);
  const reach = useShopReach(harnessId, JSON.parse(settled) as ShopScope | null);
  const number = new Intl.NumberFormat(lang);
  const choose = (kind: Kind) => {
    if (kind === 'all') onChange(undefined);
    if (kind === 'list') onChange({ kind, shops: parseTags(listText) });
    if (kind === 'tag') onChange({ kind, tag: scope.kind === 'tag' ? scope.tag : '' });
  };
  const id = fieldId('/shops');

  return (
    <fieldset className="group" id={id} aria-describedby={`${id}-reach`}>
      <legend>{t('shops.scope')}</legend>
      <div role="radiogroup" aria-label={t('shops.scope')}>
        {KINDS.map((kind) => (
          <label key={kind} className="choice">
            <input
              type="radio"
              name="shop-scope"
              value={kind}
              checked={scope.kind === kind}
              disabled={readOnly}
              onChange={() => choose(kind)}
            />{' '}
            {t(`shops.scope.${kind}`)}
          </label>
        ))}
      </div>
      {scope.kind === 'tag' && (
        <TextField
          pointer="/shops/tag"
          label={t('shops.scopeTag')}
          value={scope.tag}
          errors={at('/shops/tag')}
          onChange={(tag) => onChange({ kind: 'tag', tag: tag.trim().toLowerCase() })}
        />
      )}
      {scope.kind === 'list' && (
        <TextAreaField
          pointer="/shops/shops"
          label={t('shops.scopeList')}
          hint={t('shops.scopeListHint')}
          rows={3}
          value={listText}
          errors={[...at('/shops/shops'), ...at('/shops')]}
          onChange={(text) => {
            setListText(text);
            onChange({ kind: 'list', shops: parseTags(text) });
          }}
        />
      )}
      <p id={`${id}-reach`} role="status" className="muted" data-testid="shop-reach">
        {countable && reach.data
          ? t('shops.reaches', {
              count: reach.data.of,
              shops: number.format(reach.data.shops),
              of: number.format(reach.data.of),
            })
          : reach.isError
            ? t('shops.reachUnknown')
            : ''}
      </p>
    </fieldset>
  );
}
