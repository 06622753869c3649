import type { PromptVariable } from '../../../harness';
import { TextField } from '../../../components/ui/field';
import { toPointer } from '../../../harness';
import { useT } from '../../../lib/i18n';
import { setVariable, type Locks } from '../model/overlay-edit';
import type { ShopOverlay } from '../types';
import { LockedField } from './locked-field';

interface Props {
  overlay: ShopOverlay;
  variables: readonly PromptVariable[];
  /** Variables the platform locked: their default stays, shown disabled with the reason. */
  locks: Locks;
  at: (pointer: string) => readonly string[];
  onChange: (overlay: ShopOverlay) => void;
}

/**
 * A merchant knows a variable by what it is, not its template name (`service.hotline`): the
 * first clause of the platform's description, the name only when there is none.
 */
const plainName = (v: PromptVariable) =>
  v.description.split(/[，。；：,;:]|\. /)[0]!.trim() || v.name;

/** The base prompt's variables, each with the shop's value or the platform's default. */
export function VariableValues({ overlay, variables, locks, at, onChange }: Props) {
  const t = useT();
  if (variables.length === 0) return null;
  return (
    <fieldset className="group">
      <legend>{t('shops.variables')}</legend>
      <p className="field-hint">{t('shops.variablesHint')}</p>
      {variables.map((v) => {
        const pointer = toPointer(['variables', v.name]);
        const locked = locks.variables.has(v.name);
        return (
          <LockedField key={v.name} locked={locked}>
            <TextField
              pointer={pointer}
              label={plainName(v)}
              hint={v.description || undefined}
              value={locked ? '' : (overlay.variables[v.name] ?? '')}
              placeholder={t('shops.fromPlatform', { value: v.default })}
              errors={at(pointer)}
              onChange={(value) => onChange(setVariable(overlay, v.name, value))}
            />
          </LockedField>
        );
      })}
    </fieldset>
  );
}
