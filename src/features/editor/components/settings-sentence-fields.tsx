import { TextField } from '../../../components/ui/field';
import { useT } from '../../../lib/i18n';
import type { FieldErrors } from '../hooks/use-field-errors';
import type { Settings } from './settings-meta';
import { SettingNumber } from './setting-number';

interface Props {
  settings: Settings;
  at: FieldErrors;
  onChange: (settings: Settings) => void;
}

/** The core's default: absent `settings.sentence` cuts at 60 characters. */
const DEFAULT_MAX_CHARS = 60;

/**
 * `settings.sentence`: how long a sentence may grow before it is cut for the before_sentence
 * hooks and the voice, and what is said when a hook blocks the reply mid-way.
 */
export function SentenceFields({ settings, at, onChange }: Props) {
  const t = useT();
  const sentence = settings.sentence ?? { maxChars: DEFAULT_MAX_CHARS };
  const set = (next: Partial<NonNullable<Settings['sentence']>>) => {
    const { blockedEnding, ...rest } = { ...sentence, ...next };
    // An empty ending is no ending: the key goes rather than an empty string.
    onChange({ ...settings, sentence: { ...rest, ...(blockedEnding ? { blockedEnding } : {}) } });
  };
  return (
    <>
      <h2 className="section-title">{t('settings.sentence')}</h2>
      <p className="field-hint">{t('settings.sentenceHint')}</p>
      <div className="field-row">
        <SettingNumber
          pointer="/settings/sentence/maxChars"
          label={t('settings.maxChars')}
          hint={t('settings.maxCharsHint')}
          step={1}
          min={10}
          max={500}
          value={sentence.maxChars}
          at={at}
          onChange={(v) => set({ maxChars: v as number })}
        />
        <TextField
          pointer="/settings/sentence/blockedEnding"
          label={t('settings.blockedEnding')}
          hint={t('settings.blockedEndingHint')}
          value={sentence.blockedEnding ?? ''}
          errors={at('/settings/sentence/blockedEnding')}
          onChange={(v) => set({ blockedEnding: v })}
        />
      </div>
    </>
  );
}
