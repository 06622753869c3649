import type { ExpectationFailures } from '../../../harness/evaluation';
import { useT } from '../../../lib/i18n';

/** Which kinds of check fail most: where to look first. */
export function FailuresTable({ failures }: { failures: readonly ExpectationFailures[] }) {
  const t = useT();
  return (
    <section className="run-failures" aria-labelledby="run-failures-title">
      <h2 id="run-failures-title" className="section-title">
        {t('tests.failures')}
      </h2>
      {failures.length === 0 ? (
        <p className="muted">{t('tests.failuresNone')}</p>
      ) : (
        <table className="data-table">
          <caption className="sr-only">{t('tests.failures')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('tests.checkType')}</th>
              <th scope="col">{t('tests.failedCases')}</th>
              <th scope="col">{t('tests.failedTrials')}</th>
              <th scope="col">{t('tests.skippedTrials')}</th>
            </tr>
          </thead>
          <tbody>
            {failures.map((f) => (
              <tr key={f.type}>
                <th scope="row">
                  {t(`tests.check.${f.type}`)} <code className="muted">{f.type}</code>
                </th>
                <td>{f.failedCases}</td>
                <td>{f.failedTrials}</td>
                <td>{f.skippedTrials}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
