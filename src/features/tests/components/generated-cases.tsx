import { Link } from 'react-router';
import { formatDateTime } from '../../../lib/format-date-time';
import { useLanguage, useT } from '../../../lib/i18n';
import type { GeneratedView } from '../model/generated-cases';
import { GeneratedMark } from './status-badge';

interface Props {
  view: GeneratedView;
  timeZone: string;
  /** The editor URL of a pointer into the draft (the promotion a case comes from). */
  linkForPointer?: (pointer: string) => string | undefined;
}

/**
 * The cases the draft's promotions yield: listed apart from the stored suite, never editable,
 * with the promotions that yield none and why.
 */
export function GeneratedCases({ view, timeZone, linkForPointer }: Props) {
  const t = useT();
  const language = useLanguage();
  if (view.rows.length === 0 && view.skipped.length === 0) return null;
  const open = (index: number) => {
    const href = index < 0 ? undefined : linkForPointer?.(`/promotions/${index}`);
    return href && <Link to={href}>{t('tests.openPromotion')}</Link>;
  };
  return (
    <section className="generated-cases" aria-labelledby="generated-title">
      <h3 id="generated-title" className="section-title">
        {t('tests.generatedCount', { count: view.rows.length })}
      </h3>
      <p className="muted">{t('tests.generatedHint')}</p>
      {!view.runs && view.rows.length > 0 && (
        <p className="notice notice-warning" data-testid="generated-off">
          {t('tests.generatedOff')}
        </p>
      )}
      {view.rows.length === 0 ? (
        <p className="muted">{t('tests.generatedNone')}</p>
      ) : (
        <table className="data-table test-case-table">
          <caption className="sr-only">{t('tests.generated')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('tests.caseName')}</th>
              <th scope="col">{t('tests.caseMessage')}</th>
              <th scope="col">{t('tests.caseExpectations')}</th>
            </tr>
          </thead>
          <tbody>
            {view.rows.map((r) => (
              <tr key={r.id} data-testid="generated-case-row">
                <th scope="row">
                  {t(`tests.generatedName.${r.moment}`, {
                    promotion: r.promotionName,
                    prices: r.prices.join(' / '),
                  })}{' '}
                  <GeneratedMark promotionId={r.promotionId} />
                  <div className="muted case-id">
                    {t('tests.generatedFrom', { promotion: r.promotionName })} · {r.id}{' '}
                    {open(r.promotionIndex)}
                  </div>
                </th>
                <td className="case-message">
                  {r.message}
                  <div className="muted">
                    {t('tests.generatedAt', {
                      at: formatDateTime(r.now, language, { timeZone }),
                      product: r.product,
                    })}
                  </div>
                </td>
                <td>{r.checks}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {view.skipped.length > 0 && (
        <>
          <h4>{t('tests.generatedSkipped')}</h4>
          <ul className="generated-skipped">
            {view.skipped.map((s) => (
              <li key={`${s.promotionId}-${s.reason}`}>
                {t(`tests.generatedSkip.${s.reason}`, { promotion: s.promotionName })}{' '}
                {open(s.promotionIndex)}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
