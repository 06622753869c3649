import type { TestCase } from '../../../harness/evaluation';
import { useT } from '../../../lib/i18n';
import { lastViewerMessage } from '../model/suite-file';
import { DeleteCaseButton } from './delete-case-button';

interface Props {
  harnessId: string;
  cases: readonly TestCase[];
  canEdit: boolean;
}

/** The suite in order: what each case asks and how much it checks. */
export function TestCaseList({ harnessId, cases, canEdit }: Props) {
  const t = useT();
  return (
    <table className="data-table test-case-table">
      <caption className="sr-only">{t('tests.suite')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('tests.caseName')}</th>
          <th scope="col">{t('tests.caseTags')}</th>
          <th scope="col">{t('tests.caseMessage')}</th>
          <th scope="col">{t('tests.caseExpectations')}</th>
          {canEdit && <th scope="col">{t('tests.caseActions')}</th>}
        </tr>
      </thead>
      <tbody>
        {cases.map((c) => (
          <tr key={c.id} data-testid="test-case-row">
            <th scope="row">
              {c.name}
              {c.name !== c.id && <div className="muted case-id">{c.id}</div>}
            </th>
            <td>
              {c.tags.length > 0 && (
                <ul className="badges">
                  {c.tags.map((tag) => (
                    <li key={tag} className="badge">
                      {tag}
                    </li>
                  ))}
                </ul>
              )}
            </td>
            <td className="case-message">{lastViewerMessage(c)}</td>
            <td>{c.expectations.length}</td>
            {canEdit && (
              <td className="row-actions">
                <DeleteCaseButton harnessId={harnessId} caseId={c.id} name={c.name} />
              </td>
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
