import { ErrorNotice } from '../../../components/ui/async-state';
import { ApiError } from '../../../lib/api-client';
import { apiErrorMessage } from '../../../lib/diagnostic-message';
import { useLanguage, useT } from '../../../lib/i18n';

/** Why the server refused a save, with the fields it named. */
export function SaveError({ error }: { error: unknown }) {
  const t = useT();
  const lang = useLanguage();
  const errors = error instanceof ApiError ? (error.problem.errors ?? []) : [];
  return (
    <ErrorNotice title={t('editor.saveFailed')} error={error}>
      {errors.length > 0 && (
        <ul>
          {errors.map((e) => (
            <li key={`${e.pointer}-${e.code}`}>
              <code>{e.pointer || '/'}</code>{' '}
              <span title={e.message}>{apiErrorMessage(e, lang)}</span>
            </li>
          ))}
        </ul>
      )}
    </ErrorNotice>
  );
}
