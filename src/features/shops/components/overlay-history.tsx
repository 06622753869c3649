import { ErrorNotice } from '../../../components/ui/async-state';
import { useActorName, useSystemNote } from '../../../lib/actor-name';
import { useT } from '../../../lib/i18n';
import { useFormatTime } from '../../../lib/use-format-time';
import { useOverlayVersions } from '../api/get-overlay-versions';

/** Who saved the shop's overlay, when: each save is an immutable version. */
export function OverlayHistory({ harnessId, shopId }: { harnessId: string; shopId: string }) {
  const t = useT();
  const formatTime = useFormatTime();
  const actorName = useActorName();
  const systemNote = useSystemNote();
  const versions = useOverlayVersions(harnessId, shopId);
  const items = versions.data?.pages.flatMap((p) => p.items) ?? [];
  if (versions.isError)
    return <ErrorNotice title={t('shops.historyFailed')} error={versions.error} />;
  if (items.length === 0) return null;
  return (
    <section className="page" aria-labelledby="overlay-history-title">
      <h2 id="overlay-history-title">{t('shops.history')}</h2>
      <ol aria-label={t('shops.history')}>
        {items.map((v) => (
          <li key={v.number}>
            {t('shops.historyItem', {
              version: v.number,
              who: actorName(v.createdBy),
              when: formatTime(v.createdAt),
            })}
            {v.message && <> · {systemNote(v.createdBy, v.message)}</>}
          </li>
        ))}
      </ol>
      {versions.hasNextPage && (
        <button
          type="button"
          disabled={versions.isFetchingNextPage}
          onClick={() => void versions.fetchNextPage()}
        >
          {t('common.more')}
        </button>
      )}
    </section>
  );
}
