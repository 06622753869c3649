import { FieldErrorList } from '../../../components/ui/field';
import { RELEASE_EVENT_TYPES } from '../../../harness/release';
import type { FieldMessage } from '../../../lib/diagnostic-message';
import { fieldId } from '../../../lib/field-id';
import { useRegisterFieldLabel } from '../../../lib/field-labels';
import { useT } from '../../../lib/i18n';
import type { ReleaseEventType } from '../types';
import { eventWord } from './webhook-words';

interface Props {
  pointer: string;
  selected: readonly ReleaseEventType[];
  errors: readonly FieldMessage[];
  onChange: (selected: ReleaseEventType[]) => void;
}

/** The events a webhook subscribes to: one labelled checkbox per type, in words, in one group. */
export function EventChoices({ pointer, selected, errors, onChange }: Props) {
  const t = useT();
  const id = fieldId(pointer);
  const legend = t('webhooks.events');
  useRegisterFieldLabel(pointer, legend);
  // Kept in the core's order, whatever order they were ticked in.
  const toggle = (type: ReleaseEventType, on: boolean) =>
    onChange(RELEASE_EVENT_TYPES.filter((e) => (e === type ? on : selected.includes(e))));
  return (
    <fieldset
      id={id}
      className={errors.length ? 'field choice-list field-invalid' : 'field choice-list'}
      aria-describedby={[`${id}-hint`, errors.length ? `${id}-errors` : ''].join(' ').trim()}
    >
      <legend>{legend}</legend>
      <p className="field-hint" id={`${id}-hint`}>
        {t('webhooks.eventsHint')}
      </p>
      <div className="webhook-events">
        {RELEASE_EVENT_TYPES.map((type) => (
          <label key={type} className="choice">
            <input
              type="checkbox"
              value={type}
              checked={selected.includes(type)}
              onChange={(e) => toggle(type, e.target.checked)}
            />{' '}
            {eventWord(t, type)}
          </label>
        ))}
      </div>
      <FieldErrorList id={`${id}-errors`} messages={errors} field={{ label: legend }} />
    </fieldset>
  );
}
