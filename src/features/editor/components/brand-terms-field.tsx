import type { BrandTerm } from '../../../harness';
import { TextField } from '../../../components/ui/field';
import { fieldId } from '../../../lib/field-id';
import { useT } from '../../../lib/i18n';
import { messagesAt, type LocatedDiagnostic } from '../model/entity-location';

interface Props {
  terms: readonly BrandTerm[];
  diagnostics: readonly LocatedDiagnostic[];
  onChange: (terms: BrandTerm[]) => void;
}

/** Brand terms: the official spelling, and a note on how the host uses it. */
export function BrandTermsField({ terms, diagnostics, onChange }: Props) {
  const t = useT();
  const set = (i: number, term: BrandTerm) => onChange(terms.map((x, j) => (j === i ? term : x)));
  return (
    <fieldset className="group" id={fieldId('/brandTerms')}>
      <legend>{t('prefs.brandTerms')}</legend>
      <p className="field-hint">{t('prefs.brandTermsHint')}</p>
      {terms.map((term, i) => (
        <div key={i} className="field-row row-with-action">
          <TextField
            pointer={`/brandTerms/${i}/term`}
            label={t('prefs.brandTerm', { n: i + 1 })}
            value={term.term}
            errors={messagesAt(diagnostics, `/brandTerms/${i}/term`)}
            onChange={(v) => set(i, { ...term, term: v })}
          />
          <TextField
            pointer={`/brandTerms/${i}/note`}
            label={t('prefs.brandNote', { n: i + 1 })}
            value={term.note}
            errors={messagesAt(diagnostics, `/brandTerms/${i}/note`)}
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
