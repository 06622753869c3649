import { useState, type FormEvent } from 'react';
import { ErrorNotice } from '../../../components/ui/async-state';
import { ApiError } from '../../../lib/api-client';
import { useT } from '../../../lib/i18n';
import { useModelEndpoints } from '../../../lib/model-endpoints';
import {
  RESTATEMENT_PARTS,
  type RestatementPart,
} from '../../../harness/variants/restatements/contract';
import { useProposeRestatements } from '../api/propose-restatements';

/**
 * Asks a model endpoint to restate the draft's texts. The answer waits for the model; texts it
 * already restated are not asked again (the server caches by endpoint and text).
 */
export function ProposeForm({ harnessId }: { harnessId: string }) {
  const t = useT();
  const endpoints = useModelEndpoints().data ?? [];
  const [endpoint, setEndpoint] = useState('');
  const [parts, setParts] = useState<RestatementPart[]>([...RESTATEMENT_PARTS]);
  const propose = useProposeRestatements();
  const chosen = endpoint || endpoints[0]?.name || '';
  const submit = (e: FormEvent) => {
    e.preventDefault();
    propose.mutate({ harnessId, body: { target: 'draft', endpoint: chosen, parts } });
  };
  const problem = propose.error instanceof ApiError ? propose.error.problem : undefined;
  const fieldErrors = (problem?.errors ?? []).filter((e) => e.pointer !== '');
  const toggle = (part: RestatementPart, on: boolean) =>
    setParts((p) => RESTATEMENT_PARTS.filter((x) => (x === part ? on : p.includes(x))));
  return (
    <form
      className="card restatements-form"
      onSubmit={submit}
      noValidate
      aria-label={t('restatements.proposeTitle')}
    >
      <div className="field-row">
        <div className="field">
          <label htmlFor="rs-endpoint">{t('restatements.endpoint')}</label>
          <select id="rs-endpoint" value={chosen} onChange={(e) => setEndpoint(e.target.value)}>
            {endpoints.map((m) => (
              <option key={m.name} value={m.name}>
                {m.model ? `${m.name} (${m.model})` : m.name}
              </option>
            ))}
          </select>
        </div>
        <fieldset className="restatements-parts">
          <legend>{t('restatements.parts')}</legend>
          {RESTATEMENT_PARTS.map((part) => (
            <label key={part}>
              <input
                type="checkbox"
                checked={parts.includes(part)}
                onChange={(e) => toggle(part, e.target.checked)}
              />{' '}
              {t(`restatements.part.${part}`)}
            </label>
          ))}
        </fieldset>
      </div>
      <button
        type="submit"
        className="button-primary"
        disabled={propose.isPending || chosen === ''}
      >
        {propose.isPending ? t('restatements.proposing') : t('restatements.propose')}
      </button>
      {propose.data && (
        <p className="muted" role="status">
          {t('restatements.proposed', {
            requested: propose.data.requested,
            cached: propose.data.cached,
          })}
        </p>
      )}
      {propose.isError && (
        <ErrorNotice title={t('restatements.proposeFailed')} error={propose.error}>
          {fieldErrors.length > 0 && (
            <ul>
              {fieldErrors.map((e) => (
                <li key={e.pointer + e.message}>{e.message}</li>
              ))}
            </ul>
          )}
        </ErrorNotice>
      )}
    </form>
  );
}
