import { useT } from '../../../lib/i18n';
import { useSystemNote } from '../../../lib/actor-name';
import type { TargetOption } from '../model/target';

interface Props {
  id: string;
  value: string;
  options: readonly TargetOption[];
  onChange: (value: string) => void;
  errors?: readonly string[];
}

/** The state of the harness a run tests: the draft, a label, or a version. */
export function TargetSelect({ id, value, options, onChange, errors = [] }: Props) {
  const t = useT();
  // The studio's own version notes (the sample's v1, said word for word) in the reader's language.
  const note = useSystemNote();
  const text = (o: TargetOption) => {
    if (o.ref.kind === 'draft') return t('tests.targetDraft');
    if (o.ref.kind === 'label') {
      return o.version == null
        ? t('tests.targetLabelEmpty', { label: o.ref.name })
        : t('tests.targetLabel', { label: o.ref.name, version: o.version });
    }
    return t('tests.targetVersion', {
      number: o.ref.number,
      message: note('system', o.message ?? ''),
    });
  };
  return (
    <div className={errors.length ? 'field field-invalid' : 'field'}>
      <label htmlFor={id}>{t('tests.runTarget')}</label>
      <select
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={errors.length ? true : undefined}
        aria-describedby={errors.length ? `${id}-errors` : undefined}
      >
        {options.map((o) => (
          // A label with no version cannot be run; it is listed so nobody wonders where it went.
          <option
            key={o.value}
            value={o.value}
            disabled={o.ref.kind === 'label' && o.version == null}
          >
            {text(o)}
          </option>
        ))}
      </select>
      {errors.length > 0 && (
        <ul className="field-errors" id={`${id}-errors`}>
          {errors.map((e) => (
            <li key={e}>{e}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
