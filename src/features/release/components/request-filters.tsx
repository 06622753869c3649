import { SelectField, TextField } from '../../../components/ui/field';
import { CHANGE_REQUEST_STATES } from '../../../harness/release';
import { useEnumLabel } from '../../../lib/enum-label';
import { useT } from '../../../lib/i18n';
import { EMPTY_REQUEST_FILTER, type RequestFilter } from '../types';

interface Props {
  value: RequestFilter;
  onChange: (next: RequestFilter) => void;
  /** The harness's labels, for the label filter. */
  labels: readonly string[];
  /** The reader sees one shop's requests only (a merchant): no label or shop to filter by. */
  oneShop?: boolean;
}

/** The list's filters: each narrows the list on the server. */
export function RequestFilters({ value, onChange, labels, oneShop = false }: Props) {
  const t = useT();
  const word = useEnumLabel();
  const any = { value: '', label: t('requests.any') };
  const set = (key: keyof RequestFilter) => (v: string) => onChange({ ...value, [key]: v });
  return (
    <fieldset className="request-filters">
      <legend>{t('requests.filters')}</legend>
      <SelectField
        pointer="/requests/state"
        label={t('requests.state')}
        value={value.state}
        onChange={set('state')}
        options={[
          any,
          ...CHANGE_REQUEST_STATES.map((s) => ({ value: s, label: word('changeRequestState', s) })),
        ]}
      />
      {!oneShop && (
        <>
          <SelectField
            pointer="/requests/label"
            label={t('requests.label')}
            value={value.label}
            onChange={set('label')}
            options={[any, ...labels.map((l) => ({ value: l, label: l }))]}
          />
          <TextField
            pointer="/requests/shop"
            label={t('requests.shop')}
            value={value.shop}
            onChange={set('shop')}
          />
        </>
      )}
      <TextField
        pointer="/requests/author"
        label={t('requests.author')}
        value={value.author}
        onChange={set('author')}
      />
      <button type="button" className="secondary" onClick={() => onChange(EMPTY_REQUEST_FILTER)}>
        {t('requests.clear')}
      </button>
    </fieldset>
  );
}
