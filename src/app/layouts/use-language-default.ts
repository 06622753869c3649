import { useEffect } from 'react';
import { useLanguage, useLanguageStore } from '../../lib/i18n';
import type { Role } from '../../features/auth/types';

/**
 * Chinese by default for merchants, English for everyone else (browser language before
 * sign-in); a language picked in the header always wins.
 */
export function useLanguageDefault(role: Role | undefined) {
  const setFallback = useLanguageStore((s) => s.setFallback);
  const language = useLanguage();
  useEffect(() => {
    if (role) setFallback(role === 'merchant' ? 'zh-CN' : 'en');
    else setFallback(navigator.language.toLowerCase().startsWith('zh') ? 'zh-CN' : 'en');
  }, [role, setFallback]);
  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);
}
