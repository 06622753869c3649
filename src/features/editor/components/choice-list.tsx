import { FieldErrorList } from '../../../components/ui/field';
import type { FieldMessage } from '../../../lib/diagnostic-message';
import { fieldId } from '../../../lib/field-id';
import { useRegisterFieldLabel } from '../../../lib/field-labels';

interface Props {
  pointer: string;
  legend: string;
  hint?: string;
  options: readonly string[];
  /** Shown instead of the raw value, e.g. translated names. */
  labels?: Readonly<Record<string, string>>;
  selected: readonly string[];
  errors: readonly FieldMessage[];
  onChange: (selected: string[]) => void;
}

/**
 * Several choices as labelled checkboxes; selected values that are not offered (a tool
 * since deleted) stay listed so they can be removed.
 */
export function ChoiceList({
  pointer,
  legend,
  hint,
  options,
  labels,
  selected,
  errors,
  onChange,
}: Props) {
  const id = fieldId(pointer);
  useRegisterFieldLabel(pointer, legend);
  const all = [...options, ...selected.filter((s) => !options.includes(s))];
  const toggle = (value: string, on: boolean) =>
    onChange(on ? [...selected, value] : selected.filter((s) => s !== value));
  return (
    <fieldset
      id={id}
      className={errors.length ? 'field choice-list field-invalid' : 'field choice-list'}
      aria-describedby={errors.length ? `${id}-errors` : undefined}
    >
      <legend>{legend}</legend>
      {hint && <p className="field-hint">{hint}</p>}
      {all.map((value, i) => (
        <label key={value} className="choice">
          <input
            type="checkbox"
            id={`${id}-${i}`}
            checked={selected.includes(value)}
            onChange={(e) => toggle(value, e.target.checked)}
          />{' '}
          {labels?.[value] ?? <code>{value}</code>}
        </label>
      ))}
      <FieldErrorList id={`${id}-errors`} messages={errors} field={{ label: legend }} />
    </fieldset>
  );
}
