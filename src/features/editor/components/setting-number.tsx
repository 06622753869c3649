import { NumberField, type NumberFieldProps } from '../../../components/ui/field';
import type { FieldErrors } from '../hooks/use-field-errors';

type Props = Omit<NumberFieldProps, 'errors'> & {
  /** The draft check's problems: the field shows those at its own pointer. */
  at: FieldErrors;
  /** A share (0..1) stored, a percentage (0..100) shown and typed. */
  percent?: boolean;
};

/** One number of the settings forms, its errors looked up by its pointer. */
export function SettingNumber({ at, percent, value, onChange, ...field }: Props) {
  if (!percent)
    return <NumberField {...field} value={value} errors={at(field.pointer)} onChange={onChange} />;
  return (
    <NumberField
      step={1}
      min={0}
      max={100}
      {...field}
      // Rounded so 0.95 reads 95, not 94.99999.
      value={value === undefined ? undefined : Math.round(value * 1000) / 10}
      errors={at(field.pointer)}
      onChange={(v) => onChange(v === undefined ? undefined : v / 100)}
    />
  );
}
