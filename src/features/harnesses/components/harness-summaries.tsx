import { useId, useState } from 'react';
import { ErrorNotice, Loading } from '../../../components/ui/async-state';
import { useT } from '../../../lib/i18n';
import { useHarnessSummaries } from '../api/get-harness-summaries';
import type { HarnessSummary } from '../types';
import { HarnessSummaryCard } from './harness-summary-card';
import '../harnesses.css';

/** Past this many harnesses the list gets a search box. */
export const SEARCH_FROM = 9;

const matches = (h: HarnessSummary, query: string) =>
  [h.name, h.id, h.shopId].some((text) => text.toLowerCase().includes(query));

/**
 * Every harness the signed-in role may see (a merchant: their shop's only), each with what
 * it serves. A failing API is an error banner here, not a status line.
 */
export function HarnessSummaries() {
  const t = useT();
  const searchId = useId();
  const list = useHarnessSummaries();
  const [query, setQuery] = useState('');
  if (list.isPending) return <Loading label={t('common.loading')} />;
  if (list.isError) return <ErrorNotice title={t('home.loadFailed')} error={list.error} />;
  const items = list.data.pages.flatMap((p) => p.items);
  if (items.length === 0) return <p className="muted">{t('harnesses.empty')}</p>;
  const wanted = query.trim().toLowerCase();
  const shown = wanted ? items.filter((h) => matches(h, wanted)) : items;
  return (
    <>
      {(items.length >= SEARCH_FROM || list.hasNextPage) && (
        <div className="field harness-search">
          <label htmlFor={searchId}>{t('home.search')}</label>
          <input
            id={searchId}
            type="search"
            value={query}
            placeholder={t('home.searchHint')}
            onChange={(e) => setQuery(e.target.value)}
          />
        </div>
      )}
      {shown.length === 0 ? (
        <p className="muted" role="status">
          {t('home.noMatch', { query })}
        </p>
      ) : (
        <ul className="harness-list harness-grid">
          {shown.map((h) => (
            <HarnessSummaryCard key={h.id} harness={h} />
          ))}
        </ul>
      )}
      {list.hasNextPage && (
        <button
          type="button"
          onClick={() => void list.fetchNextPage()}
          disabled={list.isFetchingNextPage}
        >
          {t('common.more')}
        </button>
      )}
    </>
  );
}
