import { FieldErrorList, SelectField, TextField } from '../../../components/ui/field';
import { StringListField } from '../../../components/ui/string-list-field';
import { toPointer } from '../../../harness/diagnostics';
import { WORD_ACTIONS, type WordList } from '../../../harness/guards/guard-settings';
import { useGuardT } from '../../../components/harness-fields/reply-guards';
import { fieldId } from '../../../lib/field-id';
import { useT } from '../../../lib/i18n';
import type { FieldErrors } from '../hooks/use-field-errors';
import { newWordList, setListWords, setReplacement } from '../model/guard-edit';

interface Props {
  lists: readonly WordList[];
  at: FieldErrors;
  readOnly: boolean;
  onChange: (lists: WordList[]) => void;
}

const LISTS = '/settings/guards/words/lists';

/** The word guard's extra lists, each with its name, words, action, replacements and allowed phrases. */
export function WordListFields({ lists, at, readOnly, onChange }: Props) {
  const t = useT();
  const gt = useGuardT();
  const setList = (i: number, list: WordList) =>
    onChange(lists.map((l, j) => (j === i ? list : l)));
  return (
    <fieldset id={fieldId(LISTS)} className="group">
      <legend>{t('guards.lists')}</legend>
      <p className="field-hint">{gt('guards.listsHint')}</p>
      {lists.map((list, i) => (
        <WordListField
          key={i}
          index={i}
          list={list}
          at={at}
          readOnly={readOnly}
          onChange={(next) => setList(i, next)}
          onRemove={() => onChange(lists.filter((_, j) => j !== i))}
        />
      ))}
      <button type="button" disabled={readOnly} onClick={() => onChange([...lists, newWordList()])}>
        {gt('guards.addList')}
      </button>
      <FieldErrorList messages={at(LISTS, true)} field={{ label: t('guards.lists') }} />
    </fieldset>
  );
}

interface ListProps {
  index: number;
  list: WordList;
  at: FieldErrors;
  readOnly: boolean;
  onChange: (list: WordList) => void;
  onRemove: () => void;
}

function WordListField({ index, list, at, readOnly, onChange, onRemove }: ListProps) {
  const t = useT();
  const gt = useGuardT();
  const base = `${LISTS}/${index}`;
  const n = index + 1;
  // Each word once, as the replacements are keyed by word.
  const words = [...new Set(list.words.filter(Boolean))];
  return (
    <fieldset id={fieldId(base)} className="group word-list">
      <legend>{gt('guards.list', { n })}</legend>
      <div className="field-row">
        <TextField
          pointer={`${base}/name`}
          label={t('guards.list.name')}
          value={list.name}
          readOnly={readOnly}
          errors={at(`${base}/name`)}
          onChange={(name) => onChange({ ...list, name })}
        />
        <SelectField
          pointer={`${base}/action`}
          label={t('guards.list.action')}
          value={list.action}
          options={WORD_ACTIONS.map((v) => ({ value: v, label: gt(`guards.action.${v}`) }))}
          errors={at(`${base}/action`)}
          disabled={readOnly}
          onChange={(action) => onChange({ ...list, action })}
        />
      </div>
      <StringListField
        pointer={`${base}/words`}
        legend={t('guards.list.words')}
        items={list.words}
        errors={at(`${base}/words`, true)}
        itemErrors={(i) => at(`${base}/words/${i}`)}
        itemLabel={(i) => gt('guards.list.word', { n: i + 1 })}
        addLabel={gt('guards.list.addWord')}
        removeLabel={t('common.remove')}
        disabled={readOnly}
        onChange={(next) => onChange(setListWords(list, next))}
      />
      {list.action === 'soften' && words.length > 0 && (
        <fieldset id={fieldId(`${base}/replacements`)} className="group">
          <legend>{t('guards.list.replacements')}</legend>
          <p className="field-hint">{gt('guards.list.replacementsHint')}</p>
          <div className="field-row">
            {words.map((word) => {
              const pointer = `${base}/replacements${toPointer([word])}`;
              return (
                <TextField
                  key={word}
                  pointer={pointer}
                  label={gt('guards.list.replacement', { word })}
                  value={list.replacements?.[word] ?? ''}
                  readOnly={readOnly}
                  errors={at(pointer)}
                  onChange={(said) => onChange(setReplacement(list, word, said))}
                />
              );
            })}
          </div>
        </fieldset>
      )}
      <StringListField
        pointer={`${base}/allow`}
        legend={t('guards.list.allow')}
        hint={gt('guards.list.allowHint')}
        items={list.allow ?? []}
        errors={at(`${base}/allow`, true)}
        itemErrors={(i) => at(`${base}/allow/${i}`)}
        itemLabel={(i) => gt('guards.list.allowed', { n: i + 1 })}
        addLabel={gt('guards.list.addAllowed')}
        removeLabel={t('common.remove')}
        disabled={readOnly}
        onChange={(allow) => onChange({ ...list, allow })}
      />
      <button type="button" className="button-danger" disabled={readOnly} onClick={onRemove}>
        {gt('guards.removeList', { n })}
      </button>
    </fieldset>
  );
}
