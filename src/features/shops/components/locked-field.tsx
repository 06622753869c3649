import type { ReactNode } from 'react';
import { useT } from '../../../lib/i18n';
import '../shops.css';

/**
 * A field the platform locked for shops: shown, disabled, with the reason as its group's
 * name (a disabled fieldset disables every control inside, whatever its kind).
 */
export function LockedField({ locked, children }: { locked: boolean; children: ReactNode }) {
  const t = useT();
  if (!locked) return <>{children}</>;
  return (
    <fieldset className="locked-field" disabled title={t('shops.lockedHint')}>
      <legend className="locked-note">{t('shops.lockedByPlatform')}</legend>
      {children}
    </fieldset>
  );
}
