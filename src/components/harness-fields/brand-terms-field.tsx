import type { BrandTerm } from '../../harness';
import { fieldId } from '../../lib/field-id';
import { useT } from '../../lib/i18n';
import { TextField, type FieldAt } from '../ui/field';

interface Props {
  terms: readonly BrandTerm[];
  /** The messages shown at the field of a pointer (relative to `prefix`). */
  at: FieldAt;
  onChange: (terms: BrandTerm[]) => void;
  /** Where the preferences sit in the edited value: '' in the harness, `/preferences` in a shop overlay. */
  prefix?: string;
  placeholder?: string;
}

/**
 * Brand terms: the official spelling, and a note on how the host uses it. Shared by the
 * harness's preferences form and a shop's overlay form, which keep the same fields.
 */
export function BrandTermsField({ terms, at, onChange, prefix = '', placeholder }: Props) {
  const t = useT();
  const set = (i: number, term: BrandTerm) => onChange(terms.map((x, j) => (j === i ? term : x)));
  return (
    <fieldset className="group" id={fieldId(`${prefix}/brandTerms`)}>
      <legend>{t('prefs.brandTerms')}</legend>
      <p className="field-hint">{t('prefs.brandTermsHint')}</p>
      {terms.length === 0 && placeholder && <p className="muted">{placeholder}</p>}
      {terms.map((term, i) => (
        <div key={i} className="field-row row-with-action">
          <TextField
            pointer={`${prefix}/brandTerms/${i}/term`}
            label={t('prefs.brandTerm', { n: i + 1 })}
            value={term.term}
            errors={at(`/brandTerms/${i}/term`)}
            onChange={(v) => set(i, { ...term, term: v })}
          />
          <TextField
            pointer={`${prefix}/brandTerms/${i}/note`}
            label={t('prefs.brandNote', { n: i + 1 })}
            value={term.note}
            errors={at(`/brandTerms/${i}/note`)}
            onChange={(v) => set(i, { ...term, note: v })}
          />
          <button type="button" onClick={() => onChange(terms.filter((_, j) => j !== i))}>
            {t('common.remove')}
          </button>
        </div>
      ))}
      <button type="button" onClick={() => onChange([...terms, { term: '', note: '' }])}>
        {t('prefs.addBrandTerm')}
      </button>
    </fieldset>
  );
}
