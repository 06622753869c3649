import type { PromptVariable } from '../../../harness';
import { CheckboxField, TextField } from '../../../components/ui/field';
import { fieldId } from '../../../lib/field-id';
import { useT } from '../../../lib/i18n';
import { messagesAt, type LocatedDiagnostic } from '../model/entity-location';

interface Props {
  variables: readonly PromptVariable[];
  diagnostics: readonly LocatedDiagnostic[];
  onChange: (variables: PromptVariable[]) => void;
}

/** Variables the harness declares itself, each with the value used when the context has none. */
export function PromptVariablesField({ variables, diagnostics, onChange }: Props) {
  const t = useT();
  const set = (i: number, v: PromptVariable) =>
    onChange(variables.map((x, j) => (j === i ? v : x)));
  return (
    <fieldset className="group" id={fieldId('/variables')}>
      <legend>{t('prompt.variables')}</legend>
      <p className="field-hint">{t('prompt.variablesHint')}</p>
      {variables.map((v, i) => (
        <div key={i} className="field-row row-with-action">
          <TextField
            pointer={`/variables/${i}/name`}
            label={t('prompt.variableName', { n: i + 1 })}
            value={v.name}
            errors={messagesAt(diagnostics, `/variables/${i}/name`)}
            onChange={(name) => set(i, { ...v, name })}
          />
          <TextField
            pointer={`/variables/${i}/default`}
            label={t('prompt.variableDefault', { n: i + 1 })}
            value={v.default}
            errors={messagesAt(diagnostics, `/variables/${i}/default`)}
            onChange={(value) => set(i, { ...v, default: value })}
          />
          <CheckboxField
            pointer={`/variables/${i}/locked`}
            label={t('shops.lock.variable', { n: i + 1 })}
            checked={v.locked === true}
            errors={messagesAt(diagnostics, `/variables/${i}/locked`)}
            // Unlocked leaves the field out, so the prompt's bytes and hash stay as before.
            onChange={(on) => {
              const { locked: _old, ...rest } = v;
              set(i, on ? { ...rest, locked: true } : rest);
            }}
          />
          <button type="button" onClick={() => onChange(variables.filter((_, j) => j !== i))}>
            {t('common.remove')}
          </button>
        </div>
      ))}
      <button
        type="button"
        onClick={() => onChange([...variables, { name: '', description: '', default: '' }])}
      >
        {t('prompt.addVariable')}
      </button>
    </fieldset>
  );
}
