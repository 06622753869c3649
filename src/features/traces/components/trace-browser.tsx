import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ErrorNotice, Loading } from '../../../components/ui/async-state';
import { useLanguage, useT } from '../../../lib/i18n';
import { useEnumLabel } from '../../../lib/enum-label';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useTraces } from '../api/get-traces';
import { filterFromSearch, filterToSearch, type TraceFilterState } from '../model/filter';
import { formatAt, formatMs } from '../model/format';
import { TraceFilters } from './trace-filters';
import '../traces.css';

interface Props {
  harnessId: string;
  traceHref: (traceId: string) => string;
}

/**
 * A harness's production traces, filtered and keyset-paged on the server ("load more" asks
 * for the page after the last row). The filters live in the address, so a list can be shared.
 */
export function TraceBrowser({ harnessId, traceHref }: Props) {
  const t = useT();
  const word = useEnumLabel();
  const language = useLanguage();
  const [search, setSearch] = useSearchParams();
  // The boxes show a change at once; the address (a navigation, applied later) follows, and
  // a change of the address from outside (back, a pasted link) comes back into the boxes.
  const [filter, setFilter] = useState(() => filterFromSearch(search));
  const address = search.toString();
  // The address this page asked for last and has not reached yet: addresses on the way
  // there are ours and stale, not a change from outside.
  const requested = useRef<string | null>(null);
  useEffect(() => {
    if (requested.current !== null) {
      if (requested.current === address) requested.current = null;
      return;
    }
    setFilter(filterFromSearch(new URLSearchParams(address)));
  }, [address]);
  // Typing in a box asks once it settles, not per key.
  const settled = useDebouncedValue(filterToSearch(filter).toString(), 250);
  const traces = useTraces(harnessId, filterFromSearch(new URLSearchParams(settled)));
  const items = traces.data?.pages.flatMap((p) => p.items) ?? [];
  const change = (next: TraceFilterState) => {
    const target = filterToSearch(next);
    setFilter(next);
    if (target.toString() === address) return;
    requested.current = target.toString();
    setSearch(target, { replace: true });
  };
  const ms = (v: number | null) => {
    const text = formatMs(v, language);
    return text === null ? t('traces.none.ms') : t('traces.ms', { ms: text });
  };

  return (
    <section className="page traces-page" aria-labelledby="traces-title">
      <h1 id="traces-title">{t('traces.title')}</h1>
      <p className="muted">{t('traces.intro')}</p>
      <TraceFilters value={filter} onChange={change} />
      {traces.isPending && <Loading label={t('common.loading')} />}
      {traces.isError && <ErrorNotice title={t('traces.listFailed')} error={traces.error} />}
      {traces.isSuccess && items.length === 0 && <p className="muted">{t('traces.none')}</p>}
      {items.length > 0 && (
        <table className="data-table trace-list" aria-busy={traces.isFetching || undefined}>
          <caption className="sr-only">{t('traces.title')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('traces.at')}</th>
              <th scope="col">{t('traces.question')}</th>
              <th scope="col">{t('traces.label')}</th>
              <th scope="col">{t('traces.version')}</th>
              <th scope="col">{t('traces.arm')}</th>
              <th scope="col">{t('traces.shop')}</th>
              <th scope="col">{t('traces.outcome')}</th>
              <th scope="col" className="num">
                {t('traces.firstToken')}
              </th>
              <th scope="col" className="num">
                {t('traces.total')}
              </th>
            </tr>
          </thead>
          <tbody>
            {items.map((row) => {
              const at = formatAt(row.at, language);
              return (
                <tr key={row.id}>
                  <td>
                    <Link to={traceHref(row.id)} aria-label={t('traces.open', { at })}>
                      {at}
                    </Link>
                  </td>
                  <td className="trace-question">{row.question}</td>
                  <td>{row.label}</td>
                  <td>{row.version}</td>
                  <td>{row.arm ?? ''}</td>
                  <td>{row.shop ?? ''}</td>
                  <td>
                    <span className={`trace-outcome trace-outcome-${row.outcome}`}>
                      {word('turnOutcome', row.outcome)}
                    </span>
                    {row.blocked && row.outcome !== 'blocked' && (
                      <span className="trace-badge">{t('traces.blockedBadge')}</span>
                    )}
                    {row.toolError && (
                      <span className="trace-badge">{t('traces.toolErrorBadge')}</span>
                    )}
                  </td>
                  <td className="num">{ms(row.firstTokenMs)}</td>
                  <td className="num">{ms(row.totalMs)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
      <p className="muted" role="status">
        {traces.isSuccess ? t('traces.shown', { count: items.length }) : ''}
      </p>
      {traces.hasNextPage && (
        <button
          type="button"
          disabled={traces.isFetchingNextPage}
          onClick={() => void traces.fetchNextPage()}
        >
          {t('common.more')}
        </button>
      )}
    </section>
  );
}
