import { ErrorNotice, Loading } from '../../../components/ui/async-state';
import { useActorName } from '../../../lib/actor-name';
import { entityRefLabel, useEnumLabel } from '../../../lib/enum-label';
import { useLanguage, useT } from '../../../lib/i18n';
import { useFormatTime } from '../../../lib/use-format-time';
import { useAudit } from '../api/get-audit';
import type { AuditFilter } from '../types';

/** Who changed what and when, newest first; details show the record's before and after. */
export function AuditLog({ filter }: { filter: AuditFilter }) {
  const t = useT();
  const formatTime = useFormatTime();
  const actorName = useActorName();
  const word = useEnumLabel();
  const language = useLanguage();
  const audit = useAudit(filter);
  if (audit.isPending) return <Loading label={t('common.loading')} />;
  if (audit.isError) return <ErrorNotice title={t('audit.failed')} error={audit.error} />;
  const items = audit.data.pages.flatMap((p) => p.items);
  if (items.length === 0) return <p className="muted">{t('audit.none')}</p>;
  return (
    <>
      <table className="data-table audit-table">
        <caption className="sr-only">{t('audit.title')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('audit.time')}</th>
            <th scope="col">{t('audit.actor')}</th>
            <th scope="col">{t('audit.action')}</th>
            <th scope="col">{t('audit.entity')}</th>
            <th scope="col">{t('audit.details')}</th>
          </tr>
        </thead>
        <tbody>
          {items.map((e) => (
            <tr key={e.id} data-testid="audit-row">
              <td>{formatTime(e.at)}</td>
              <td>{actorName(e.actor)}</td>
              {/* The action in words; its code stays at hand for whoever reads the log's JSON. */}
              <td title={e.action}>{word('auditAction', e.action)}</td>
              <td title={e.entity ?? undefined}>
                {e.entity ? entityRefLabel(language, e.entity) : ''}
              </td>
              <td>
                <details>
                  <summary>{t('audit.show')}</summary>
                  <pre className="audit-json">
                    {JSON.stringify({ before: e.before, after: e.after }, null, 2)}
                  </pre>
                </details>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {audit.hasNextPage && (
        <button
          type="button"
          onClick={() => audit.fetchNextPage()}
          disabled={audit.isFetchingNextPage}
        >
          {t('common.more')}
        </button>
      )}
    </>
  );
}
