import { Link } from 'react-router';
import { ErrorNotice, Loading } from '../../../components/ui/async-state';
import { useT } from '../../../lib/i18n';
import { useHarnesses } from '../api/get-harnesses';
import { LabelBadges } from './label-badges';

/** Every harness the signed-in role may see (a merchant: their shop's only). */
export function HarnessList() {
  const t = useT();
  const list = useHarnesses();
  if (list.isPending) return <Loading label={t('common.loading')} />;
  if (list.isError) return <ErrorNotice title={t('harnesses.loadFailed')} error={list.error} />;
  const items = list.data.pages.flatMap((p) => p.items);
  if (items.length === 0) return <p className="muted">{t('harnesses.empty')}</p>;
  return (
    <>
      <ul className="harness-list">
        {items.map((h) => (
          <li key={h.id} className="card">
            <h2>
              <Link to={`/harnesses/${encodeURIComponent(h.id)}`}>{h.name}</Link>
            </h2>
            <p className="muted">
              <code>{h.id}</code>
              {h.shopId ? ` · ${t('harnesses.shop', { shop: h.shopId })}` : ''}
            </p>
            <LabelBadges labels={h.labels} />
          </li>
        ))}
      </ul>
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
