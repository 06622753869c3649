import { FieldErrors } from './field-errors';

interface Props<T extends string> {
  id: string;
  legend: string;
  hint?: string;
  choices: readonly { value: T; label: string }[];
  value: readonly T[];
  onChange: (value: T[]) => void;
  errors: readonly string[];
}

/** Checkboxes for a set of values (families, endpoints), in the order they are offered. */
export function ChoiceGroup<T extends string>({
  id,
  legend,
  hint,
  choices,
  value,
  onChange,
  errors,
}: Props<T>) {
  const toggle = (choice: T, on: boolean) =>
    onChange(choices.map((c) => c.value).filter((v) => (v === choice ? on : value.includes(v))));
  const described = [hint ? `${id}-hint` : '', errors.length ? `${id}-errors` : '']
    .filter(Boolean)
    .join(' ');
  return (
    <fieldset
      className={errors.length ? 'field choice-group field-invalid' : 'field choice-group'}
      aria-describedby={described || undefined}
      aria-invalid={errors.length ? true : undefined}
    >
      <legend>{legend}</legend>
      {hint && (
        <p className="field-hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      <div className="choice-options">
        {choices.map((c) => (
          <label key={c.value} className="checkbox-label">
            <input
              type="checkbox"
              checked={value.includes(c.value)}
              onChange={(e) => toggle(c.value, e.target.checked)}
            />{' '}
            {c.label}
          </label>
        ))}
      </div>
      <FieldErrors id={`${id}-errors`} errors={errors} />
    </fieldset>
  );
}
