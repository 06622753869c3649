import type { PromptVariable } from '../../../harness';
import { TextField } from '../../../components/ui/field';
import { toPointer } from '../../../harness';
import { useT } from '../../../lib/i18n';
import { setVariable } from '../model/overlay-edit';
import type { ShopOverlay } from '../types';

interface Props {
  overlay: ShopOverlay;
  variables: readonly PromptVariable[];
  at: (pointer: string) => readonly string[];
  onChange: (overlay: ShopOverlay) => void;
}

/** The base prompt's variables, each with the shop's value or the platform's default. */
export function VariableValues({ overlay, variables, at, onChange }: Props) {
  const t = useT();
  if (variables.length === 0) return null;
  return (
    <fieldset className="group">
      <legend>{t('shops.variables')}</legend>
      <p className="field-hint">{t('shops.variablesHint')}</p>
      {variables.map((v) => {
        const pointer = toPointer(['variables', v.name]);
        return (
          <TextField
            key={v.name}
            pointer={pointer}
            label={v.name}
            hint={v.description || undefined}
            value={overlay.variables[v.name] ?? ''}
            placeholder={t('shops.fromPlatform', { value: v.default })}
            errors={at(pointer)}
            onChange={(value) => onChange(setVariable(overlay, v.name, value))}
          />
        );
      })}
    </fieldset>
  );
}
