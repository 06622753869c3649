import type { CaseComparison, CaseSide } from '../../../harness/evaluation';
import { useT } from '../../../lib/i18n';
import { checkMessage } from '../../../lib/check-say';
import { comparisonRows } from '../model/comparison-rows';

interface Props {
  cases: readonly CaseComparison[];
  changedOnly: boolean;
}

function Replies({ side }: { side: CaseSide | null }) {
  const t = useT();
  if (!side) return <span className="muted">—</span>;
  return (
    <ol className="side-replies">
      {side.replies.map((r, i) => (
        <li key={i}>{r ?? <span className="muted">{t('tests.noReply')}</span>}</li>
      ))}
    </ol>
  );
}

function FailedChecks({ side }: { side: CaseSide | null }) {
  const t = useT();
  if (!side) return <span className="muted">—</span>;
  if (side.failed.length === 0 && side.errors.length === 0) {
    return <span className="muted">{t('tests.none')}</span>;
  }
  return (
    <ul className="side-failed">
      {side.failed.map((f) => (
        <li key={f.index} title={f.message}>
          <strong>{t(`tests.check.${f.type}`)}</strong>: {checkMessage(t, f)}
        </li>
      ))}
      {side.errors.map((e) => (
        <li key={e}>{e}</li>
      ))}
    </ul>
  );
}

/** Base against this run, case by case: newly failing first. */
export function ComparisonTable({ cases, changedOnly }: Props) {
  const t = useT();
  const rows = comparisonRows(cases, changedOnly);
  if (rows.length === 0) return <p className="muted">{t('tests.noChanges')}</p>;
  return (
    <table className="data-table comparison-table">
      <caption className="sr-only">{t('tests.sideBySide')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('tests.caseName')}</th>
          <th scope="col">{t('tests.change')}</th>
          <th scope="col">{t('tests.baseReply')}</th>
          <th scope="col">{t('tests.headReply')}</th>
          <th scope="col">{t('tests.baseFailed')}</th>
          <th scope="col">{t('tests.headFailed')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.caseId} data-testid="comparison-row" className={`change-row-${row.change}`}>
            <th scope="row">{row.name}</th>
            <td>
              <span className={`badge compare-change-${row.change}`}>
                {t(`tests.change.${row.change}`)}
              </span>
              {row.answerChanged && (
                <span className="badge answer-changed">{t('tests.answerChanged')}</span>
              )}
            </td>
            <td>
              <Replies side={row.base} />
            </td>
            <td>
              <Replies side={row.head} />
            </td>
            <td>
              <FailedChecks side={row.base} />
            </td>
            <td>
              <FailedChecks side={row.head} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
