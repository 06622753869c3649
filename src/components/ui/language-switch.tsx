import { LANGUAGES, useLanguage, useLanguageStore, useT, type Language } from '../../lib/i18n';

const NAMES: Record<Language, string> = { 'zh-CN': '简体中文', en: 'English' };

/** Language picker for the header; the choice is remembered in this browser. */
export function LanguageSwitch() {
  const t = useT();
  const language = useLanguage();
  const choose = useLanguageStore((s) => s.choose);
  return (
    <label className="language-switch">
      <span>{t('header.language')}</span>
      <select value={language} onChange={(e) => choose(e.target.value as Language)}>
        {LANGUAGES.map((l) => (
          <option key={l} value={l} lang={l}>
            {NAMES[l]}
          </option>
        ))}
      </select>
    </label>
  );
}
