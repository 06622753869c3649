import type { PriceReview, QuoteMoment, QuoteRow } from '../../../harness/diff';
import { enumLabel } from '../../../lib/enum-label';
import { formatDateTime } from '../../../lib/format-date-time';
import { formatYuan } from '../../../lib/format-money';
import { useLanguage, useT, type Language, type Translate } from '../../../lib/i18n';
import { isEveryone, quotesByProduct, type ProductQuotes } from '../model/quote-view';
import { QuoteFigures } from './quote-figures';
import './quote-table.css';

/** "New viewers, 金卡 members", or "All viewers". */
function viewersText(t: Translate, language: Language, row: QuoteRow, rows: QuoteRow[]): string {
  if (isEveryone(row, rows)) return t('quotes.everyone');
  return row.viewers
    .map((v) =>
      v.startsWith('member:')
        ? t('quotes.tier', { tier: v.slice('member:'.length) })
        : enumLabel(language, 'viewer', v),
    )
    .join(language === 'zh-CN' ? '、' : ', ');
}

function ProductTable({ group, review }: { group: ProductQuotes; review: PriceReview }) {
  const t = useT();
  const language = useLanguage();
  const { product, rows } = group;
  const money = (n: number) => formatYuan(n);
  const floor = product.floor;
  const floorText = !floor
    ? '—'
    : floor.before === floor.after
      ? money(floor.after)
      : `${money(floor.before)} → ${money(floor.after)}`;
  const moment = (at: string): QuoteMoment | undefined => review.moments.find((m) => m.at === at);
  return (
    <div className="quote-product" data-testid="quote-product" data-product={product.id}>
      <h3>
        {product.name} <code>{product.id}</code>
      </h3>
      <p className="muted">
        {product.listPrice === undefined
          ? t('quotes.productNoList', { price: money(product.price), floor: floorText })
          : t('quotes.product', {
              price: money(product.price),
              list: money(product.listPrice),
              floor: floorText,
            })}
      </p>
      <table className="data-table quote-table">
        <caption className="sr-only">{product.name}</caption>
        <thead>
          <tr>
            <th scope="col">{t('quotes.when')}</th>
            <th scope="col">{t('quotes.viewers')}</th>
            <th scope="col">{t('diff.before')}</th>
            <th scope="col">{t('diff.after')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr
              key={`${row.at}-${row.viewers.join()}`}
              className={row.changed ? 'quote-changed' : undefined}
              data-testid="quote-row"
            >
              <th scope="row">
                {formatDateTime(row.at, language, { timeZone: review.timeZone })}
                {moment(row.at)?.promotions.map((p) => (
                  <div key={p.id} className="muted quote-why">
                    {t(`quotes.why.${p.window}`, { name: p.name })}
                  </div>
                ))}
              </th>
              <td>{viewersText(t, language, row, rows)}</td>
              <td>
                <QuoteFigures lines={row.lines} side="before" floor={floor?.before} />
              </td>
              <td>
                {row.changed ? (
                  <QuoteFigures lines={row.lines} side="after" floor={floor?.after} />
                ) : (
                  <span className="muted">{t('quotes.same')}</span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * What the host may quote per product before and after a change, at the times the change's
 * promotions touch (the core's `quoteChanges`, computed with the diff): what a reviewer
 * approves when approving promotions. Nothing when no promotion's prices or window changed.
 */
export function QuoteTable({ review }: { review: PriceReview }) {
  const t = useT();
  if (review.moments.length === 0) return null;
  const groups = quotesByProduct(review);
  const unknown = review.products.filter((p) => p.price === null).map((p) => p.id);
  const join = (ids: string[]) => ids.join(', ');
  return (
    <section
      className="price-review"
      aria-labelledby="price-review-title"
      data-testid="price-review"
    >
      <h2 className="section-title" id="price-review-title">
        {t('quotes.title')}
      </h2>
      <p className="muted">{t('quotes.intro', { zone: review.timeZone })}</p>
      {groups.map((g) => (
        <ProductTable key={g.product.id} group={g} review={review} />
      ))}
      {groups.length === 0 && <p className="notice">{t('quotes.none')}</p>}
      {unknown.length > 0 && (
        <p className="notice" data-testid="quote-unknown">
          {t('quotes.unknownPrice', { ids: join(unknown) })}
        </p>
      )}
      {review.emptyCategories.length > 0 && (
        <p className="notice">
          {t('quotes.emptyCategories', { ids: join(review.emptyCategories) })}
        </p>
      )}
      {review.truncated && <p className="muted">{t('quotes.truncated')}</p>}
    </section>
  );
}
