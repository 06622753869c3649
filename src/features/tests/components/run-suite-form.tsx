import { useState, type FormEvent } from 'react';
import { ErrorNotice } from '../../../components/ui/async-state';
import { ApiError } from '../../../lib/api-client';
import { useT } from '../../../lib/i18n';
import { useLabels } from '../../../lib/queries/labels';
import { useModelEndpoints } from '../../../lib/model-endpoints';
import { useStartTestRun } from '../api/start-test-run';
import { useVersionChoices } from '../api/get-versions';
import { targetOptions } from '../model/target';
import type { TestRun } from '../types';
import { TargetSelect } from './target-select';

interface Props {
  harnessId: string;
  onStarted: (run: TestRun) => void;
}

/** Choose what to test and on which model, then start the suite in the background. */
export function RunSuiteForm({ harnessId, onStarted }: Props) {
  const t = useT();
  const labels = useLabels(harnessId).data ?? [];
  const versions = useVersionChoices(harnessId).data ?? [];
  const endpoints = useModelEndpoints().data ?? [];
  const [target, setTarget] = useState('draft');
  const [endpoint, setEndpoint] = useState('');
  const start = useStartTestRun();
  const options = targetOptions(labels, versions);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    start.mutate(
      { harnessId, target, ...(endpoint ? { endpoint } : {}) },
      { onSuccess: (run) => onStarted(run) },
    );
  };
  const problem = start.error instanceof ApiError ? start.error.problem : undefined;
  const errorsAt = (pointer: string) =>
    (problem?.errors ?? []).filter((x) => x.pointer === pointer).map((x) => x.message);
  return (
    <form className="card run-suite-form" onSubmit={submit} aria-label={t('tests.runTitle')}>
      <div className="field-row">
        <TargetSelect
          id="run-target"
          value={target}
          options={options}
          onChange={setTarget}
          errors={errorsAt('/target')}
        />
        <div className={errorsAt('/endpoint').length ? 'field field-invalid' : 'field'}>
          <label htmlFor="run-endpoint">{t('tests.runEndpoint')}</label>
          <select id="run-endpoint" value={endpoint} onChange={(e) => setEndpoint(e.target.value)}>
            <option value="">{t('tests.runEndpointDefault')}</option>
            {endpoints.map((m) => (
              <option key={m.name} value={m.name}>
                {m.model ? `${m.name} (${m.model})` : m.name}
              </option>
            ))}
          </select>
          {errorsAt('/endpoint').length > 0 && (
            <ul className="field-errors">
              {errorsAt('/endpoint').map((m) => (
                <li key={m}>{m}</li>
              ))}
            </ul>
          )}
        </div>
      </div>
      <button type="submit" className="button-primary" disabled={start.isPending}>
        {start.isPending ? t('tests.runStarting') : t('tests.runSubmit')}
      </button>
      {start.isError && <ErrorNotice title={t('tests.runFailed')} error={start.error} />}
    </form>
  );
}
