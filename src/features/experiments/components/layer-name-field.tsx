import { FieldShell, type FieldMessage } from '../../../components/ui/field';
import { useT } from '../../../lib/i18n';
import { LAYER_FORM } from '../model/layer-refusals';

interface Props {
  value: string;
  onChange: (name: string) => void;
  /** The label's layers: offered as the box is typed in; any other name starts a new one. */
  names: readonly string[];
  errors: readonly FieldMessage[];
}

/** The layer to start in: pick an existing one or type a new name. */
export function LayerNameField({ value, onChange, names, errors }: Props) {
  const t = useT();
  return (
    <FieldShell
      pointer={`${LAYER_FORM}/layer`}
      label={t('layers.form.layer')}
      hint={t('layers.form.layerHint')}
      errors={errors}
    >
      {(control) => (
        <>
          <input
            {...control}
            type="text"
            value={value}
            list={`${control.id}-names`}
            autoComplete="off"
            spellCheck={false}
            onChange={(e) => onChange(e.target.value.trim())}
          />
          <datalist id={`${control.id}-names`}>
            {names.map((n) => (
              <option key={n} value={n} />
            ))}
          </datalist>
        </>
      )}
    </FieldShell>
  );
}
