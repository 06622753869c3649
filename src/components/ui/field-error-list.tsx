import {
  fieldMessageEnglish,
  fieldMessageText,
  isFieldError,
  type FieldContext,
  type FieldMessage,
} from '../../lib/diagnostic-message';
import { useLanguage } from '../../lib/i18n';

/**
 * A field's messages under it, each in the reader's language naming the field by its label;
 * the English behind a translated one is its tooltip.
 */
export function FieldErrorList({
  id,
  messages,
  field,
}: {
  id?: string;
  messages: readonly FieldMessage[];
  field: FieldContext;
}) {
  const language = useLanguage();
  if (messages.length === 0) return null;
  const said = messages.map((m) => {
    const text = fieldMessageText(m, language, field);
    return { text, english: fieldMessageEnglish(m, text), warning: !isFieldError(m) };
  });
  const unique = said.filter((m, i) => said.findIndex((o) => o.text === m.text) === i);
  return (
    <ul className="field-errors" id={id} data-testid="field-errors">
      {unique.map((m) => (
        <li key={m.text} title={m.english} className={m.warning ? 'field-warning' : undefined}>
          {m.text}
        </li>
      ))}
    </ul>
  );
}
