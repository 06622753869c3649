import type { ReactNode } from 'react';
import { isFieldError, type FieldMessage } from '../../lib/diagnostic-message';
import { fieldId } from '../../lib/field-id';
import { useRegisterFieldLabel } from '../../lib/field-labels';
import { FieldErrorList } from './field-error-list';

export { FieldErrorList };

export type { FieldMessage };

/** The messages a form shows at the field of a pointer (its draft check's and the server's). */
export type FieldAt = (pointer: string) => readonly FieldMessage[];

export interface FieldProps {
  /** JSON pointer of the value inside its entity; gives the field a stable id to jump to. */
  pointer: string;
  label: string;
  hint?: string;
  /** Said with this field's label (and scale), in the reader's language. */
  errors?: readonly FieldMessage[];
}

interface ShellProps extends FieldProps {
  children: (control: ControlProps) => ReactNode;
  /** The value is shown multiplied by this (a share typed as a percentage). */
  scale?: number;
}

export interface ControlProps {
  id: string;
  'aria-invalid': boolean | undefined;
  'aria-describedby': string | undefined;
}

/** Label, control, hint and the diagnostics shown at the field. */
export function FieldShell({ pointer, label, hint, errors = [], scale, children }: ShellProps) {
  const id = fieldId(pointer);
  useRegisterFieldLabel(pointer, label, scale);
  const described = [hint ? `${id}-hint` : '', errors.length ? `${id}-errors` : '']
    .filter(Boolean)
    .join(' ');
  const invalid = errors.some(isFieldError);
  return (
    <div className={invalid ? 'field field-invalid' : 'field'}>
      <label htmlFor={id}>{label}</label>
      {children({
        id,
        'aria-invalid': invalid ? true : undefined,
        'aria-describedby': described || undefined,
      })}
      {hint && (
        <p className="field-hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      <FieldErrorList id={`${id}-errors`} messages={errors} field={{ label, scale }} />
    </div>
  );
}

interface TextProps extends FieldProps {
  value: string;
  onChange: (value: string) => void;
  readOnly?: boolean;
  type?: 'text' | 'url' | 'password';
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
  /**
   * Shown and typed as value x scale: a share (0..1) as a percentage with 100. Messages say
   * their bounds on the same scale.
   */
  scale?: number;
}

/** Rounded so 0.95 x 100 reads 95, not 94.99999999999999. */
const scaled = (value: number, factor: number) =>
  factor === 1 ? value : Math.round(value * factor * 1e6) / 1e6;

/** An empty box gives `undefined`, so validation can say the field is required. */
export function NumberField({
  value,
  onChange,
  readOnly,
  step = 'any',
  min,
  max,
  placeholder,
  scale = 1,
  ...field
}: NumberFieldProps) {
  return (
    <FieldShell {...field} scale={scale === 1 ? undefined : scale}>
      {(control) => (
        <input
          {...control}
          type="number"
          inputMode="decimal"
          step={step}
          min={min}
          max={max}
          value={value === undefined ? '' : scaled(value, scale)}
          readOnly={readOnly}
          placeholder={placeholder}
          onChange={(e) =>
            onChange(e.target.value === '' ? undefined : scaled(e.target.valueAsNumber, 1 / scale))
          }
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
  useRegisterFieldLabel(pointer, label);
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
      <FieldErrorList id={`${id}-errors`} messages={errors} field={{ label }} />
    </div>
  );
}
