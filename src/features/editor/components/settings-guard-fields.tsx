import { SelectField } from '../../../components/ui/field';
import { StringListField } from '../../../components/ui/string-list-field';
import { guardOn, guardSentence, useGuardT } from '../../../components/harness-fields/reply-guards';
import {
  GUARD_NAMES,
  WORD_ACTIONS,
  type GuardName,
  type GuardSettings,
} from '../../../harness/guards/guard-settings';
import type { Preferences } from '../../../harness';
import { fieldId } from '../../../lib/field-id';
import { useRegisterFieldLabel } from '../../../lib/field-labels';
import { useT } from '../../../lib/i18n';
import { useDraft } from '../api/get-draft';
import type { FieldErrors } from '../hooks/use-field-errors';
import { allGuardsOn, setGuardOn } from '../model/guard-edit';
import type { Settings } from './settings-meta';
import { TopicSignalFields } from './settings-topic-signal-fields';
import { WordListFields } from './settings-word-list-fields';
import './reply-guards.css';

interface Props {
  harnessId: string;
  settings: Settings;
  at: FieldErrors;
  readOnly: boolean;
  onChange: (settings: Settings) => void;
}

/** The preferences' defaults, for a draft read before its preferences load. */
const DEFAULT_FLOOR = 0.5;
const DEFAULT_MAX_REPLY_CHARS = 120;

/**
 * settings.guards: the built-in reply guards, each with its switch and what it does in one
 * sentence (with this harness's floor and longest reply), the word guard's action and lists,
 * and the topic guard's signal words and deflect line. Absent: off, with the way to turn them on.
 */
export function GuardFields({ harnessId, settings, at, readOnly, onChange }: Props) {
  const t = useT();
  const gt = useGuardT();
  // The saved draft's: the sentences say the floor and longest reply the host runs with.
  const preferences = useDraft(harnessId).data?.document.preferences as
    Partial<Preferences> | undefined;
  const guards = settings.guards;
  const set = (next: GuardSettings) => onChange({ ...settings, guards: next });
  return (
    <section aria-labelledby="reply-guards-title">
      <h2 className="section-title" id="reply-guards-title">
        {t('guards.title')}
      </h2>
      {!guards ? (
        <div className="notice" id={fieldId('/settings/guards')}>
          <p>{gt('guards.absent')}</p>
          {!readOnly && (
            <button type="button" onClick={() => set(allGuardsOn())}>
              {gt('guards.turnOn')}
            </button>
          )}
        </div>
      ) : (
        <>
          <p className="field-hint">{gt('guards.intro')}</p>
          <div className="guard-switches">
            {GUARD_NAMES.map((name) => (
              <GuardSwitch
                key={name}
                name={name}
                on={guardOn(guards, name)}
                does={guardSentence(gt, name, {
                  guards,
                  floor: preferences?.discountFloor ?? DEFAULT_FLOOR,
                  maxReplyChars: preferences?.maxReplyChars ?? DEFAULT_MAX_REPLY_CHARS,
                })}
                disabled={readOnly}
                onChange={(on) => set(setGuardOn(guards, name, on))}
              />
            ))}
          </div>
          <SelectField
            pointer="/settings/guards/words/bannedWords"
            label={t('guards.bannedWordsAction')}
            hint={gt('guards.bannedWordsActionHint')}
            value={guards.words.bannedWords}
            options={WORD_ACTIONS.map((v) => ({ value: v, label: gt(`guards.action.${v}`) }))}
            errors={at('/settings/guards/words/bannedWords')}
            disabled={readOnly}
            onChange={(v) => set({ ...guards, words: { ...guards.words, bannedWords: v } })}
          />
          <StringListField
            pointer="/settings/guards/words/allow"
            legend={t('guards.allow')}
            hint={gt('guards.allowHint')}
            items={guards.words.allow ?? []}
            errors={at('/settings/guards/words/allow', true)}
            itemErrors={(i) => at(`/settings/guards/words/allow/${i}`)}
            itemLabel={(i) => gt('guards.list.allowed', { n: i + 1 })}
            addLabel={gt('guards.list.addAllowed')}
            removeLabel={t('common.remove')}
            disabled={readOnly}
            onChange={(allow) => set({ ...guards, words: { ...guards.words, allow } })}
          />
          <WordListFields
            lists={guards.words.lists}
            at={at}
            readOnly={readOnly}
            onChange={(lists) => set({ ...guards, words: { ...guards.words, lists } })}
          />
          <TopicSignalFields
            topics={guards.topics}
            forbidden={preferences?.forbiddenTopics ?? []}
            at={at}
            readOnly={readOnly}
            onChange={(topics) => set({ ...guards, topics })}
          />
        </>
      )}
    </section>
  );
}

interface SwitchProps {
  name: GuardName;
  on: boolean;
  does: string;
  disabled: boolean;
  onChange: (on: boolean) => void;
}

/** A guard's switch, described by what the guard does. */
function GuardSwitch({ name, on, does, disabled, onChange }: SwitchProps) {
  const t = useT();
  const gt = useGuardT();
  const pointer = `/settings/guards/${name}/enabled`;
  const id = fieldId(pointer);
  const label = t(`guardTrace.name.${name}`);
  useRegisterFieldLabel(pointer, label);
  return (
    <div className="field field-check guard-switch">
      <input
        id={id}
        type="checkbox"
        role="switch"
        checked={on}
        disabled={disabled}
        aria-describedby={`${id}-does`}
        onChange={(e) => onChange(e.target.checked)}
      />
      <label htmlFor={id}>{label}</label>
      <span className="guard-state" aria-hidden="true">
        {on ? gt('guards.on') : gt('guards.off')}
      </span>
      <p className="field-hint" id={`${id}-does`}>
        {does}
      </p>
    </div>
  );
}
