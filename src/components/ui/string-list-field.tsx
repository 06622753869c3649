import type { FieldMessage } from '../../lib/diagnostic-message';
import { fieldId } from '../../lib/field-id';
import { useRegisterFieldLabel } from '../../lib/field-labels';
import { FieldErrorList } from './field';

interface Props {
  pointer: string;
  legend: string;
  hint?: string;
  items: readonly string[];
  /** Messages for the whole list. */
  errors?: readonly FieldMessage[];
  /** Messages for one item. */
  itemErrors?: (index: number) => readonly FieldMessage[];
  itemLabel: (index: number) => string;
  addLabel: string;
  removeLabel: string;
  onChange: (items: string[]) => void;
  disabled?: boolean;
}

/** A list of short texts (forbidden topics, banned words): one labelled input each. */
export function StringListField({
  pointer,
  legend,
  hint,
  items,
  errors = [],
  itemErrors = () => [],
  itemLabel,
  addLabel,
  removeLabel,
  onChange,
  disabled,
}: Props) {
  const id = fieldId(pointer);
  useRegisterFieldLabel(pointer, legend);
  const replace = (i: number, value: string) =>
    onChange(items.map((v, j) => (j === i ? value : v)));
  return (
    <fieldset id={id} className={errors.length ? 'group field-invalid' : 'group'}>
      <legend>{legend}</legend>
      {hint && <p className="field-hint">{hint}</p>}
      <ul className="string-list">
        {items.map((item, i) => {
          const itemId = fieldId(`${pointer}/${i}`);
          const messages = itemErrors(i);
          return (
            <li key={i} className={messages.length ? 'field-invalid' : undefined}>
              <label htmlFor={itemId} className="sr-only">
                {itemLabel(i)}
              </label>
              <input
                id={itemId}
                value={item}
                disabled={disabled}
                aria-invalid={messages.length ? true : undefined}
                aria-describedby={messages.length ? `${itemId}-errors` : undefined}
                onChange={(e) => replace(i, e.target.value)}
              />
              <button
                type="button"
                disabled={disabled}
                aria-label={`${removeLabel}: ${itemLabel(i)}`}
                onClick={() => onChange(items.filter((_, j) => j !== i))}
              >
                {removeLabel}
              </button>
              <ItemLabel pointer={`${pointer}/${i}`} label={itemLabel(i)} />
              <FieldErrorList
                id={`${itemId}-errors`}
                messages={messages}
                field={{ label: itemLabel(i) }}
              />
            </li>
          );
        })}
      </ul>
      <button type="button" disabled={disabled} onClick={() => onChange([...items, ''])}>
        {addLabel}
      </button>
      <FieldErrorList messages={errors} field={{ label: legend }} />
    </fieldset>
  );
}

/** Makes an item's label known by its pointer (a hook cannot run inside the items' map). */
function ItemLabel({ pointer, label }: { pointer: string; label: string }) {
  useRegisterFieldLabel(pointer, label);
  return null;
}
