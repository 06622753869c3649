import type { ReactNode } from 'react';
import { fieldId } from '../../lib/field-id';

export interface FieldProps {
  /** JSON pointer of the value inside its entity; gives the field a stable id to jump to. */
  pointer: string;
  label: string;
  hint?: string;
  errors?: readonly string[];
}

interface ShellProps extends FieldProps {
  children: (control: ControlProps) => ReactNode;
}

export interface ControlProps {
  id: string;
  'aria-invalid': boolean | undefined;
  'aria-describedby': string | undefined;
}

/** Label, control, hint and the diagnostics shown at the field. */
export function FieldShell({ pointer, label, hint, errors = [], children }: ShellProps) {
  const id = fieldId(pointer);
  const described = [hint ? `${id}-hint` : '', errors.length ? `${id}-errors` : '']
    .filter(Boolean)
    .join(' ');
  return (
    <div className={errors.length ? 'field field-invalid' : 'field'}>
      <label htmlFor={id}>{label}</label>
      {children({
        id,
        'aria-invalid': errors.length ? true : undefined,
        'aria-describedby': described || undefined,
      })}
      {hint && (
        <p className="field-hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      {errors.length > 0 && (
        <ul className="field-errors" id={`${id}-errors`} data-testid="field-errors">
          {errors.map((e) => (
            <li key={e}>{e}</li>
          ))}
        </ul>
      )}
    </div>
  );
}

interface TextProps extends FieldProps {
  value: string;
  onChange: (value: string) => void;
  readOnly?: boolean;
  type?: 'text' | 'url' | 'datetime-local' | 'password';
  placeholder?: string;
}

export function TextField({
  value,
  onChange,
  readOnly,
  type = 'text',
  placeholder,
  ...field
}: TextProps) {
  return (
    <FieldShell {...field}>
      {(control) => (
        <input
          {...control}
          type={type}
          value={value}
          readOnly={readOnly}
          placeholder={placeholder}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
    </FieldShell>
  );
}

export function TextAreaField({
  value,
  onChange,
  readOnly,
  rows = 4,
  placeholder,
  ...field
}: Omit<TextProps, 'type'> & { rows?: number }) {
  return (
    <FieldShell {...field}>
      {(control) => (
        <textarea
          {...control}
          rows={rows}
          value={value}
          readOnly={readOnly}
          placeholder={placeholder}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
    </FieldShell>
  );
}

export interface NumberFieldProps extends FieldProps {
  value: number | undefined;
  onChange: (value: number | undefined) => void;
  readOnly?: boolean;
  step?: number | 'any';
  min?: number;
  max?: number;
  placeholder?: string;
}

/** An empty box gives `undefined`, so validation can say the field is required. */
export function NumberField({
  value,
  onChange,
  readOnly,
  step = 'any',
  min,
  max,
  placeholder,
  ...field
}: NumberFieldProps) {
  return (
    <FieldShell {...field}>
      {(control) => (
        <input
          {...control}
          type="number"
          inputMode="decimal"
          step={step}
          min={min}
          max={max}
          value={value ?? ''}
          readOnly={readOnly}
          placeholder={placeholder}
          onChange={(e) => onChange(e.target.value === '' ? undefined : e.target.valueAsNumber)}
        />
      )}
    </FieldShell>
  );
}

interface SelectProps<T extends string> extends FieldProps {
  value: T;
  options: readonly { value: T; label: string }[];
  onChange: (value: T) => void;
  disabled?: boolean;
}

export function SelectField<T extends string>({
  value,
  options,
  onChange,
  disabled,
  ...field
}: SelectProps<T>) {
  return (
    <FieldShell {...field}>
      {(control) => (
        <select
          {...control}
          value={value}
          disabled={disabled}
          onChange={(e) => onChange(e.target.value as T)}
        >
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </FieldShell>
  );
}

interface CheckboxProps extends FieldProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
}

export function CheckboxField({
  checked,
  onChange,
  disabled,
  pointer,
  label,
  hint,
  errors = [],
}: CheckboxProps) {
  const id = fieldId(pointer);
  return (
    <div className={errors.length ? 'field field-check field-invalid' : 'field field-check'}>
      <input
        id={id}
        type="checkbox"
        checked={checked}
        disabled={disabled}
        aria-invalid={errors.length ? true : undefined}
        aria-describedby={errors.length ? `${id}-errors` : undefined}
        onChange={(e) => onChange(e.target.checked)}
      />
      <label htmlFor={id}>{label}</label>
      {hint && <p className="field-hint">{hint}</p>}
      {errors.length > 0 && (
        <ul className="field-errors" id={`${id}-errors`} data-testid="field-errors">
          {errors.map((e) => (
            <li key={e}>{e}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
