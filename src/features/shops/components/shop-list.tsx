import { useState } from 'react';
import { ErrorNotice, Loading } from '../../../components/ui/async-state';
import { useT } from '../../../lib/i18n';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useShops } from '../api/get-shops';
import { useRowWindow } from '../hooks/use-row-window';
import '../shops.css';
import { AddShopForm } from './add-shop-form';
import { ImportShopsCsv } from './import-shops-csv';
import { ShopRow } from './shop-row';

/** Past this many loaded shops, only the rows in view are drawn. */
const WINDOW_FROM = 200;
const ROW_HEIGHT = 40;

interface Props {
  harnessId: string;
  canManage: boolean;
  shopHref: (shopId: string) => string;
}

/**
 * The shops on a base harness, searched and filtered on the server and paged by key: only
 * the pages asked for are fetched and drawn, so 10,000 shops cost what 50 do.
 */
export function ShopList({ harnessId, canManage, shopHref }: Props) {
  const t = useT();
  const [q, setQ] = useState('');
  const [tag, setTag] = useState('');
  // Typing asks once it settles, not per key; one debounced key for both boxes, so a search and a tag typed together ask once.
  const settled = useDebouncedValue(`${q.trim()}\n${tag.trim().toLowerCase()}`, 250);
  const [query = '', tagQuery = ''] = settled.split('\n');
  const shops = useShops(harnessId, { q: query, tag: tagQuery });
  const items = shops.data?.pages.flatMap((p) => p.items) ?? [];
  const long = items.length > WINDOW_FROM;
  const { box, onScroll, rows } = useRowWindow(items.length, ROW_HEIGHT, long);

  return (
    <section className="page" aria-labelledby="shops-title">
      <h1 id="shops-title">{t('shops.title')}</h1>
      <p className="muted">{t('shops.intro')}</p>
      <div className="field-row" role="search">
        <div className="field">
          <label htmlFor="shop-search">{t('shops.search')}</label>
          <input
            id="shop-search"
            type="search"
            value={q}
            placeholder={t('shops.searchHint')}
            onChange={(e) => setQ(e.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor="shop-tag">{t('shops.tagFilter')}</label>
          <input id="shop-tag" value={tag} onChange={(e) => setTag(e.target.value)} />
        </div>
      </div>
      {shops.isPending && <Loading label={t('common.loading')} />}
      {shops.isError && <ErrorNotice title={t('shops.listFailed')} error={shops.error} />}
      {shops.isSuccess && items.length === 0 && <p className="muted">{t('shops.none')}</p>}
      {items.length > 0 && (
        <div
          ref={box}
          className={long ? 'shop-list-scroll' : undefined}
          onScroll={long ? onScroll : undefined}
          data-testid="shop-list-box"
        >
          <table className="data-table" aria-busy={shops.isFetching || undefined}>
            <caption className="sr-only">{t('shops.title')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('shops.name')}</th>
                <th scope="col">{t('shops.shopId')}</th>
                <th scope="col">{t('shops.tags')}</th>
                <th scope="col">{t('shops.overlay')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.before > 0 && <tr aria-hidden="true" style={{ height: rows.before }} />}
              {items.slice(rows.start, rows.end).map((s) => (
                <ShopRow key={s.shopId} shop={s} href={shopHref(s.shopId)} canManage={canManage} />
              ))}
              {rows.after > 0 && <tr aria-hidden="true" style={{ height: rows.after }} />}
            </tbody>
          </table>
        </div>
      )}
      <p className="muted" role="status">
        {shops.isSuccess ? t('shops.shown', { count: items.length }) : ''}
      </p>
      {shops.hasNextPage && (
        <button
          type="button"
          disabled={shops.isFetchingNextPage}
          onClick={() => void shops.fetchNextPage()}
        >
          {t('common.more')}
        </button>
      )}
      {canManage && <AddShopForm harnessId={harnessId} />}
      {canManage && <ImportShopsCsv harnessId={harnessId} />}
    </section>
  );
}
