import { useState, type FormEvent } from 'react';
import { ApiError } from '../../../lib/api-client';
import { apiErrorMessage } from '../../../lib/diagnostic-message';
import { useLanguage, useT } from '../../../lib/i18n';
import { useImportTestCases } from '../api/import-test-cases';
import { importProblems, type ImportProblem } from '../model/import-problems';
import { formatOfFileName, formatOfText } from '../model/suite-file';
import type { ImportMode, SuiteFormat } from '../types';
import { ProblemList } from './problem-list';

/** Replace or extend the suite from a JSONL or YAML file; all or nothing. */
export function ImportSuiteForm({ harnessId }: { harnessId: string }) {
  const t = useT();
  const lang = useLanguage();
  const [file, setFile] = useState<File | null>(null);
  const [format, setFormat] = useState<SuiteFormat | null>(null);
  const [mode, setMode] = useState<ImportMode>('merge');
  const [fileKey, setFileKey] = useState(0);
  const run = useImportTestCases();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!file) return;
    const text = await file.text();
    run.mutate(
      { harnessId, text, mode, format: format ?? formatOfText(text) },
      { onSuccess: () => (setFile(null), setFileKey((k) => k + 1)) },
    );
  };

  const problem = run.error instanceof ApiError ? run.error.problem : undefined;
  const problems = problem ? importProblems(problem) : [];
  const at = (field: string) => (p: ImportProblem) => p.pointer.startsWith(field);
  const formatProblems = problems.filter(at('/format'));
  const modeProblems = problems.filter(at('/mode'));
  const fileProblems = problems.filter((p) => !at('/format')(p) && !at('/mode')(p));
  const say = (p: ImportProblem) =>
    [
      p.line !== null ? t('tests.importLine', { line: p.line }) : '',
      p.pointer ? p.pointer : '',
      apiErrorMessage(p, lang),
    ]
      .filter(Boolean)
      .join(' · ');

  return (
    <form className="card import-suite" onSubmit={submit} aria-label={t('tests.importTitle')}>
      <div className={fileProblems.length ? 'field field-invalid' : 'field'}>
        <label htmlFor="suite-file">{t('tests.importFile')}</label>
        <input
          key={fileKey}
          id="suite-file"
          type="file"
          accept=".jsonl,.ndjson,.yaml,.yml,application/x-ndjson,application/yaml,text/yaml"
          aria-invalid={fileProblems.length ? true : undefined}
          aria-describedby={fileProblems.length ? 'suite-file-errors' : undefined}
          onChange={(e) => {
            const chosen = e.target.files?.[0] ?? null;
            setFile(chosen);
            if (chosen) setFormat(formatOfFileName(chosen.name) ?? format);
            run.reset();
          }}
        />
        <ProblemList id="suite-file-errors" problems={fileProblems} say={say} />
      </div>
      <div className={formatProblems.length ? 'field field-invalid' : 'field'}>
        <label htmlFor="suite-format">{t('tests.importFormat')}</label>
        <select
          id="suite-format"
          value={format ?? 'jsonl'}
          onChange={(e) => setFormat(e.target.value as SuiteFormat)}
        >
          <option value="jsonl">{t('tests.formatJsonl')}</option>
          <option value="yaml">{t('tests.formatYaml')}</option>
        </select>
        <ProblemList id="suite-format-errors" problems={formatProblems} say={say} />
      </div>
      <fieldset className="choice-list">
        <legend>{t('tests.importMode')}</legend>
        {(['merge', 'replace'] as const).map((m) => (
          <label key={m} className="choice">
            <input
              type="radio"
              name="import-mode"
              value={m}
              checked={mode === m}
              onChange={() => setMode(m)}
            />{' '}
            {m === 'merge' ? t('tests.importMerge') : t('tests.importReplace')}
          </label>
        ))}
        <ProblemList id="suite-mode-errors" problems={modeProblems} say={say} />
      </fieldset>
      <button type="submit" className="button-primary" disabled={!file || run.isPending}>
        {run.isPending ? t('tests.importing') : t('tests.importSubmit')}
      </button>
      {!file && !run.isSuccess && <p className="field-hint">{t('tests.importNoFile')}</p>}
      {run.isSuccess && (
        <p role="status" className="notice notice-ok">
          {t('tests.imported', { ...run.data })}
        </p>
      )}
      {run.isError && (
        <div role="alert" className="notice notice-error">
          <strong>
            {problem?.status === 422 ? t('tests.importRefused') : t('tests.importFailed')}
          </strong>
          <p>{problem?.detail ?? run.error.message}</p>
        </div>
      )}
    </form>
  );
}
