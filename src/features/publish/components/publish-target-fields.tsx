import type { ReactNode } from 'react';
import { useT } from '../../../lib/i18n';
import type { PublishFormState } from '../hooks/use-publish-form';

/** Which label moves, and to which version (the control's, when a split is on). */
export function PublishTargetFields({
  form,
  versionOptions,
}: {
  form: PublishFormState;
  versionOptions: ReactNode;
}) {
  const t = useT();
  return (
    <div className="field-row">
      <div className="field">
        <label htmlFor="publish-label">{t('publish.label')}</label>
        <select
          id="publish-label"
          value={form.label}
          onChange={(e) => form.pickLabel(e.target.value)}
        >
          {form.movable.map((l) => (
            <option key={l.name} value={l.name}>
              {l.name} (
              {l.version === null
                ? t('publish.nowNothing')
                : t('publish.nowAt', { version: l.version })}
              )
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="publish-version">
          {t(form.split.on ? 'publish.versionControl' : 'publish.version')}
        </label>
        <select
          id="publish-version"
          value={form.version}
          onChange={(e) => form.pickVersion(Number(e.target.value))}
        >
          {versionOptions}
        </select>
      </div>
    </div>
  );
}
