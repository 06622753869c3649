import { useState } from 'react';
import { TextField } from '../../../components/ui/field';
import { StringListField } from '../../../components/ui/string-list-field';
import { toPointer } from '../../../harness/diagnostics';
import type { GuardSettings } from '../../../harness/guards/guard-settings';
import { FORBIDDEN_TOPIC_SIGNALS } from '../../../harness/guards/topic-signals';
import { useGuardT } from '../../../components/harness-fields/reply-guards';
import { fieldId } from '../../../lib/field-id';
import { useLanguage, useT } from '../../../lib/i18n';
import type { FieldErrors } from '../hooks/use-field-errors';
import { setSignals, topicsShown } from '../model/guard-edit';

type Topics = GuardSettings['topics'];

interface Props {
  topics: Topics;
  /** preferences.forbiddenTopics: the platform's floor, which every shop's host keeps. */
  forbidden: readonly string[];
  at: FieldErrors;
  readOnly: boolean;
  onChange: (topics: Topics) => void;
}

const SIGNALS = '/settings/guards/topics/signals';

/** The topic guard: signal words per forbidden topic, and the line said when a viewer asks. */
export function TopicSignalFields({ topics, forbidden, at, readOnly, onChange }: Props) {
  const t = useT();
  const gt = useGuardT();
  const language = useLanguage();
  const [other, setOther] = useState('');
  const signals = topics.signals ?? {};
  const shown = topicsShown(forbidden, signals);
  // What a topic without words of its own is matched by: the core's table, else its name.
  const builtIn = (topic: string) => {
    const words = FORBIDDEN_TOPIC_SIGNALS[topic];
    return words
      ? gt('guards.signalsBuiltIn', { words: words.join(language === 'en' ? ', ' : '、') })
      : gt('guards.signalsByName');
  };
  const addOther = () => {
    const topic = other.trim();
    if (!topic || topic in signals) return;
    // One empty word to fill in: the list shows where the words go.
    onChange({ ...topics, signals: { ...signals, [topic]: [''] } });
    setOther('');
  };
  return (
    <fieldset id={fieldId(SIGNALS)} className="group">
      <legend>{t('guards.signals')}</legend>
      <p className="field-hint">{gt('guards.signalsHint')}</p>
      {shown.length === 0 && <p className="muted">{gt('guards.noTopics')}</p>}
      {shown.map((topic) => {
        const pointer = `${SIGNALS}${toPointer([topic])}`;
        return (
          <StringListField
            key={topic}
            pointer={pointer}
            legend={gt('guards.signalsOf', { topic })}
            hint={signals[topic]?.length ? undefined : builtIn(topic)}
            items={signals[topic] ?? []}
            errors={at(pointer, true)}
            itemErrors={(i) => at(`${pointer}/${i}`)}
            itemLabel={(i) => gt('guards.signal', { topic, n: i + 1 })}
            addLabel={gt('guards.addSignal')}
            removeLabel={t('common.remove')}
            disabled={readOnly}
            onChange={(words) =>
              onChange({ ...topics, signals: setSignals(signals, topic, words) })
            }
          />
        );
      })}
      {!readOnly && (
        <div className="guard-add-topic">
          <TextField
            pointer={`${SIGNALS}/-`}
            label={gt('guards.otherTopic')}
            value={other}
            onChange={setOther}
          />
          <button type="button" onClick={addOther} disabled={!other.trim()}>
            {gt('guards.addTopic')}
          </button>
        </div>
      )}
      <TextField
        pointer="/settings/guards/topics/deflect"
        label={t('guards.deflect')}
        hint={gt('guards.deflectHint')}
        value={topics.deflect ?? ''}
        readOnly={readOnly}
        errors={at('/settings/guards/topics/deflect')}
        onChange={(deflect) => {
          // An emptied line is no line: the key goes rather than an empty string.
          const { deflect: _old, ...rest } = topics;
          onChange(deflect ? { ...rest, deflect } : rest);
        }}
      />
    </fieldset>
  );
}
