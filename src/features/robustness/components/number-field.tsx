import { FieldErrors, invalidProps } from './field-errors';

interface Props {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  min?: number;
  max?: number;
  errors: readonly string[];
}

/**
 * A whole number typed as text: the browser's own range check is off (noValidate on the
 * form), so what is wrong is said by the server at the field.
 */
export function NumberField({ id, label, value, onChange, min, max, errors }: Props) {
  return (
    <div className={errors.length ? 'field field-invalid' : 'field'}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        step={1}
        min={min}
        max={max}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        {...invalidProps(id, errors)}
      />
      <FieldErrors id={`${id}-errors`} errors={errors} />
    </div>
  );
}
