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
      // Typed as a percentage; its messages say their bounds as one too.
      scale={100}
      value={value}
      errors={at(field.pointer)}
      onChange={onChange}
    />
  );
}
