import { useT } from '../../../lib/i18n';
import type { EntityStatus } from '../model/entity-status';

/** Small marks after an entity's name: unsaved, errors, warnings (with words for screen readers). */
export function StatusMarks({ status }: { status: EntityStatus }) {
  const t = useT();
  return (
    <>
      {status.unsaved && (
        <span className="mark mark-unsaved" title={t('status.unsaved')}>
          ●<span className="sr-only">{t('status.unsaved')}</span>
        </span>
      )}
      {status.errors > 0 && (
        <span className="mark mark-error" title={t('status.errors', { count: status.errors })}>
          ✕{status.errors}
          <span className="sr-only">{t('status.errors', { count: status.errors })}</span>
        </span>
      )}
      {status.warnings > 0 && (
        <span
          className="mark mark-warning"
          title={t('status.warnings', { count: status.warnings })}
        >
          !{status.warnings}
          <span className="sr-only">{t('status.warnings', { count: status.warnings })}</span>
        </span>
      )}
    </>
  );
}
