import { harnessSettingsSchema, type Diagnostic } from '../../../harness';
import type { TestCase } from '../../../harness/evaluation';
import { useT } from '../../../lib/i18n';
import { useDraftDocument } from '../api/get-draft-document';
import { caseRowId } from '../model/case-warnings';
import { lastViewerMessage } from '../model/suite-file';
import { CaseTime } from './case-time';
import { CaseWarnings, useScrollToCase } from './case-warnings';
import { DeleteCaseButton } from './delete-case-button';

interface Props {
  harnessId: string;
  cases: readonly TestCase[];
  canEdit: boolean;
  /** Each case's warnings against the draft, by case id. */
  warnings?: ReadonlyMap<string, Diagnostic[]>;
  /** The editor URL of a pointer into the draft, where a warning's other place is. */
  linkForPointer?: (pointer: string) => string | undefined;
}

/** The suite in order: what each case asks, how much it checks, and what contradicts the draft. */
export function TestCaseList({ harnessId, cases, canEdit, warnings, linkForPointer }: Props) {
  const t = useT();
  useScrollToCase(cases);
  // A case's time is said and picked in the harness's zone (the draft's, the editor's cache).
  const zone =
    useDraftDocument(harnessId)?.settings.timeZone ?? harnessSettingsSchema.parse({}).timeZone;
  return (
    <table className="data-table test-case-table">
      <caption className="sr-only">{t('tests.suite')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('tests.caseName')}</th>
          <th scope="col">{t('tests.caseTags')}</th>
          <th scope="col">{t('tests.caseMessage')}</th>
          <th scope="col">{t('tests.caseExpectations')}</th>
          <th scope="col">{t('tests.caseTime')}</th>
          {canEdit && <th scope="col">{t('tests.caseActions')}</th>}
        </tr>
      </thead>
      <tbody>
        {cases.map((c) => (
          <tr key={c.id} data-testid="test-case-row">
            <th scope="row" id={caseRowId(c.id)} tabIndex={-1}>
              {c.name}
              {c.name !== c.id && <div className="muted case-id">{c.id}</div>}
              <CaseWarnings warnings={warnings?.get(c.id)} linkForPointer={linkForPointer} />
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
            <td>
              <CaseTime harnessId={harnessId} testCase={c} zone={zone} canEdit={canEdit} />
            </td>
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
