import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ErrorNotice, Loading } from '../../../components/ui/async-state';
import { useActorName, useSystemNote } from '../../../lib/actor-name';
import { useT } from '../../../lib/i18n';
import { useFormatTime } from '../../../lib/use-format-time';
import { useVersions } from '../api/get-versions';
import type { VersionSummary } from '../types';

interface Props {
  harnessId: string;
  /** Extra actions per version (publish, roll back), composed by the page. */
  actions?: (version: VersionSummary) => ReactNode;
}

/** Version history, newest first: number, message, author, time, and compare links. */
export function VersionsList({ harnessId, actions }: Props) {
  const t = useT();
  const formatTime = useFormatTime();
  const actorName = useActorName();
  const systemNote = useSystemNote();
  const list = useVersions(harnessId);
  if (list.isPending) return <Loading label={t('common.loading')} />;
  if (list.isError) return <ErrorNotice title={t('versions.loadFailed')} error={list.error} />;
  const items = list.data.pages.flatMap((p) => p.items);
  if (items.length === 0) return <p className="muted">{t('versions.none')}</p>;
  const base = `/harnesses/${encodeURIComponent(harnessId)}`;
  return (
    <>
      <table className="data-table versions-table">
        <caption className="sr-only">{t('versions.history')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('versions.number')}</th>
            <th scope="col">{t('versions.message')}</th>
            <th scope="col">{t('versions.author')}</th>
            <th scope="col">{t('versions.time')}</th>
            <th scope="col">{t('versions.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {items.map((v) => (
            <tr key={v.number} data-testid={`version-${v.number}`}>
              <th scope="row">v{v.number}</th>
              <td>{systemNote(v.author, v.message)}</td>
              <td>{actorName(v.author)}</td>
              <td>{formatTime(v.createdAt)}</td>
              <td className="row-actions">
                {v.parentNumber !== null && (
                  <Link to={`${base}/diff/${v.parentNumber}/${v.number}`}>
                    {t('versions.diffParent')}
                  </Link>
                )}
                <Link to={`${base}/diff/label:production/${v.number}`}>
                  {t('versions.diffProduction')}
                </Link>
                {actions?.(v)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {list.hasNextPage && (
        <button
          type="button"
          onClick={() => list.fetchNextPage()}
          disabled={list.isFetchingNextPage}
        >
          {t('common.more')}
        </button>
      )}
    </>
  );
}
