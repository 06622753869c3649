import { useMemo, useState } from 'react';
import { ErrorNotice, Loading } from '../../../components/ui/async-state';
import { useT } from '../../../lib/i18n';
import { useDraftDocument } from '../api/get-draft-document';
import { useTestCases } from '../../../lib/queries/test-cases';
import { caseWarnings } from '../model/case-warnings';
import { generatedView } from '../model/generated-cases';
import { GeneratedCases } from './generated-cases';
import { suiteExportUrl } from '../api/suite-export-url';
import { ImportSuiteForm } from './import-suite-form';
import { TestCaseList } from './test-case-list';

interface Props {
  harnessId: string;
  canEdit: boolean;
  /** The editor URL of a pointer into the draft (a warning's promotion). */
  linkForPointer?: (pointer: string) => string | undefined;
}

/**
 * The harness's suite: its cases (with the prices they expect that the draft no longer
 * has, or a case that checks nothing substantive), export for everyone, import and delete for
 * its editors; then the cases the draft's promotions yield.
 */
export function SuiteSection({ harnessId, canEdit, linkForPointer }: Props) {
  const t = useT();
  const cases = useTestCases(harnessId);
  const document = useDraftDocument(harnessId);
  const warnings = useMemo(() => caseWarnings(cases.data ?? [], document), [cases.data, document]);
  const generated = useMemo(
    () => (document && cases.data ? generatedView(document, cases.data) : undefined),
    [cases.data, document],
  );
  const [importing, setImporting] = useState(false);
  const count = cases.data?.length;
  let body;
  if (cases.isPending) body = <Loading label={t('common.loading')} />;
  else if (cases.isError) body = <ErrorNotice title={t('tests.suiteFailed')} error={cases.error} />;
  else if (cases.data.length === 0)
    body = <p className="muted">{canEdit ? t('tests.suiteEmptyImport') : t('tests.suiteEmpty')}</p>;
  else
    body = (
      <TestCaseList
        harnessId={harnessId}
        cases={cases.data}
        canEdit={canEdit}
        warnings={warnings}
        linkForPointer={linkForPointer}
      />
    );
  return (
    <section className="suite" aria-labelledby="suite-title">
      <div className="suite-head">
        <h2 id="suite-title" className="section-title">
          {count === undefined ? t('tests.suite') : t('tests.suiteCount', { count })}
        </h2>
        <div className="suite-actions">
          {!!count && (
            <>
              <a className="button-link" href={suiteExportUrl(harnessId, 'jsonl')} download>
                {t('tests.exportJsonl')}
              </a>
              <a className="button-link" href={suiteExportUrl(harnessId, 'yaml')} download>
                {t('tests.exportYaml')}
              </a>
            </>
          )}
          {canEdit && (
            <button
              type="button"
              aria-expanded={importing}
              onClick={() => setImporting(!importing)}
            >
              {t('tests.import')}
            </button>
          )}
        </div>
      </div>
      {canEdit && importing && <ImportSuiteForm harnessId={harnessId} />}
      {body}
      {generated && document && (
        <GeneratedCases
          view={generated}
          timeZone={document.settings.timeZone}
          linkForPointer={linkForPointer}
        />
      )}
    </section>
  );
}
