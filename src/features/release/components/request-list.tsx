import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ErrorNotice, Loading } from '../../../components/ui/async-state';
import { useT } from '../../../lib/i18n';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useChangeRequests } from '../api/get-change-requests';
import type { RequestFilter } from '../types';
import { RequestFilters } from './request-filters';
import { RequestTable } from './request-table';
import '../release.css';

interface Props {
  harnessId: string;
  filter: RequestFilter;
  onFilterChange: (next: RequestFilter) => void;
  labels: readonly string[];
  requestHref: (n: number) => string;
  /** The "open a request" form, when the reader may open one (composed by the page). */
  children?: ReactNode;
  /**
   * The reader's own shop (a merchant), whose requests are the only ones it sees: the list
   * says how a merchant asks for a change (by saving its shop's settings) and where.
   */
  ownShop?: { href: string } | null;
}

/** A harness's change requests, filtered on the server; newest first, a page at a time. */
export function RequestList({
  harnessId,
  filter,
  onFilterChange,
  labels,
  requestHref,
  children,
  ownShop = null,
}: Props) {
  const t = useT();
  // Typed filters wait until typing settles: no request per keystroke.
  const asked = useDebouncedValue(filter, 300);
  const list = useChangeRequests(harnessId, asked);
  const items = list.data?.pages.flatMap((p) => p.items) ?? [];
  let body: ReactNode;
  if (list.isPending) body = <Loading label={t('common.loading')} />;
  else if (list.isError) body = <ErrorNotice title={t('requests.loadFailed')} error={list.error} />;
  else if (items.length === 0) body = <p className="muted">{t('requests.none')}</p>;
  else
    body = (
      <>
        <RequestTable requests={items} requestHref={requestHref} caption={t('requests.heading')} />
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
  return (
    <section className="page requests-page" aria-labelledby="requests-title">
      <h1 id="requests-title">{t('requests.heading')}</h1>
      {ownShop ? (
        <>
          <p className="muted">{t('requests.merchantIntro')}</p>
          <p>
            <Link className="button-link" to={ownShop.href}>
              {t('requests.merchantAsk')}
            </Link>
          </p>
        </>
      ) : (
        <p className="muted">{t('requests.intro')}</p>
      )}
      {children}
      <RequestFilters
        value={filter}
        onChange={onFilterChange}
        labels={labels}
        oneShop={!!ownShop}
      />
      {body}
    </section>
  );
}
