import { useT } from '../../../lib/i18n';
import { FieldErrors, invalidProps } from './field-errors';

interface Props {
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** The server's messages at `/restatements` (409 when none are approved yet). */
  errors: readonly string[];
}

/** Whether the run's skill-content and tool-schemas variants use approved restatements. */
export function RestatementsToggle({ checked, onChange, errors }: Props) {
  const t = useT();
  return (
    <div className={errors.length ? 'field field-invalid' : 'field'}>
      <label>
        <input
          id="rb-restatements"
          type="checkbox"
          checked={checked}
          onChange={(e) => onChange(e.target.checked)}
          {...invalidProps('rb-restatements', errors)}
        />{' '}
        {t('robustness.restatements')}
      </label>
      <p className="muted">{t('robustness.restatementsHint')}</p>
      <FieldErrors id="rb-restatements-errors" errors={errors} />
    </div>
  );
}
