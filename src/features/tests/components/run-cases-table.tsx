import { useT } from '../../../lib/i18n';
import { formatPercent } from '../model/format';
import { isModelGraded, visibleCases } from '../model/run-cases';
import { caseVerdict } from '../../../harness/evaluation';
import type { RunCaseResult } from '../types';
import { GeneratedMark, ModelGradedMark, VerdictBadge } from './status-badge';

interface Props {
  cases: readonly RunCaseResult[];
  failedOnly: boolean;
  onFailedOnlyChange: (value: boolean) => void;
  selectedCaseId: string | null;
  onOpen: (caseId: string) => void;
}

/** Every case of the run with its verdict; a case's name opens its detail. */
export function RunCasesTable({
  cases,
  failedOnly,
  onFailedOnlyChange,
  selectedCaseId,
  onOpen,
}: Props) {
  const t = useT();
  const shown = visibleCases(cases, failedOnly);
  return (
    <section className="run-cases" aria-labelledby="run-cases-title">
      <h2 id="run-cases-title" className="section-title">
        {t('tests.caseList')}
      </h2>
      <div className="field field-check">
        <input
          id="failed-only"
          type="checkbox"
          checked={failedOnly}
          onChange={(e) => onFailedOnlyChange(e.target.checked)}
        />
        <label htmlFor="failed-only">{t('tests.failedOnly')}</label>
      </div>
      {shown.length === 0 ? (
        <p className="muted">
          {cases.length === 0 ? t('tests.noCases') : t('tests.noFailedCases')}
        </p>
      ) : (
        <table className="data-table run-cases-table">
          <caption className="sr-only">{t('tests.caseList')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('tests.caseName')}</th>
              <th scope="col">{t('tests.result')}</th>
              <th scope="col">{t('tests.pass1')}</th>
              <th scope="col">{t('tests.trials')}</th>
              <th scope="col">{t('tests.caseTags')}</th>
            </tr>
          </thead>
          <tbody>
            {shown.map(({ caseId, evaluation: e }) => {
              const selected = caseId === selectedCaseId;
              const passedTrials = e.trials.filter((x) => x.pass).length;
              return (
                <tr
                  key={caseId}
                  data-testid="run-case-row"
                  className={selected ? 'selected' : undefined}
                  aria-current={selected ? 'true' : undefined}
                >
                  <th scope="row">
                    <button type="button" className="link-button" onClick={() => onOpen(caseId)}>
                      {e.name}
                    </button>{' '}
                    {e.generated && <GeneratedMark promotionId={e.generated.promotionId} />}
                  </th>
                  <td>
                    <VerdictBadge status={caseVerdict(e)} />{' '}
                    {isModelGraded(e) && <ModelGradedMark />}
                  </td>
                  <td>{formatPercent(e.pass1)}</td>
                  <td>
                    {t('tests.trialsPassed', { passed: passedTrials, total: e.trials.length })}
                  </td>
                  <td>{e.tags.join(', ')}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </section>
  );
}
