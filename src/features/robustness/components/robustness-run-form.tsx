import { useState, type FormEvent } from 'react';
import { ErrorNotice } from '../../../components/ui/async-state';
import { ApiError } from '../../../lib/api-client';
import { useT } from '../../../lib/i18n';
import { useSystemNote } from '../../../lib/actor-name';
import { useModelEndpoints } from '../../../lib/model-endpoints';
import { MAX_TRIALS, MAX_VARIANTS_PER_FAMILY } from '../../../harness/variants/plan';
import { VARIANT_FAMILIES } from '../../../harness/variants/types';
import { useStartRobustnessRun } from '../api/start-robustness-run';
import { useLabels, useVersionChoices } from '../api/get-targets';
import {
  errorsAt,
  FORM_POINTERS,
  initialRunForm,
  otherErrors,
  requestBody,
  type RunForm,
} from '../model/run-request';
import type { RobustnessRun } from '../types';
import { ChoiceGroup } from './choice-group';
import { FieldErrors, invalidProps } from './field-errors';
import { NumberField } from './number-field';
import { RestatementsToggle } from './restatements-toggle';

interface Props {
  harnessId: string;
  onStarted: (run: RobustnessRun) => void;
}

/** What to vary, how often and on which models; the server's problem points at each field. */
export function RobustnessRunForm({ harnessId, onStarted }: Props) {
  const t = useT();
  // The studio's own version notes (the sample's v1, said word for word) in the reader's language.
  const note = useSystemNote();
  const labels = useLabels(harnessId).data ?? [];
  const versions = useVersionChoices(harnessId).data ?? [];
  const endpoints = useModelEndpoints().data ?? [];
  const [form, setForm] = useState<RunForm>(initialRunForm);
  const start = useStartRobustnessRun();
  const set = (patch: Partial<RunForm>) => setForm((f) => ({ ...f, ...patch }));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    start.mutate({ harnessId, body: requestBody(form) }, { onSuccess: (run) => onStarted(run) });
  };
  const problem = start.error instanceof ApiError ? start.error.problem : undefined;
  const targetErrors = errorsAt(problem, '/target');
  const others = otherErrors(problem, FORM_POINTERS);
  return (
    <form
      className="card robustness-form"
      onSubmit={submit}
      noValidate
      aria-label={t('robustness.formTitle')}
    >
      <div className="field-row">
        <div className={targetErrors.length ? 'field field-invalid' : 'field'}>
          <label htmlFor="rb-target">{t('robustness.target')}</label>
          <select
            id="rb-target"
            value={form.target}
            onChange={(e) => set({ target: e.target.value })}
            {...invalidProps('rb-target', targetErrors)}
          >
            <option value="draft">{t('tests.targetDraft')}</option>
            {labels.map((l) => (
              <option key={l.name} value={`label:${l.name}`} disabled={l.version === null}>
                {l.version === null
                  ? t('tests.targetLabelEmpty', { label: l.name })
                  : t('tests.targetLabel', { label: l.name, version: l.version })}
              </option>
            ))}
            {versions.map((v) => (
              <option key={v.number} value={String(v.number)}>
                {t('tests.targetVersion', { number: v.number, message: note('system', v.message) })}
              </option>
            ))}
          </select>
          <FieldErrors id="rb-target-errors" errors={targetErrors} />
        </div>
        <NumberField
          id="rb-variants"
          label={t('robustness.variantsPerFamily')}
          value={form.variantsPerFamily}
          onChange={(variantsPerFamily) => set({ variantsPerFamily })}
          min={1}
          max={MAX_VARIANTS_PER_FAMILY}
          errors={errorsAt(problem, '/variantsPerFamily')}
        />
        <NumberField
          id="rb-trials"
          label={t('robustness.trials')}
          value={form.trials}
          onChange={(trials) => set({ trials })}
          min={1}
          max={MAX_TRIALS}
          errors={errorsAt(problem, '/trials')}
        />
        <NumberField
          id="rb-seed"
          label={t('robustness.seed')}
          value={form.seed}
          onChange={(seed) => set({ seed })}
          min={0}
          errors={errorsAt(problem, '/seed')}
        />
      </div>
      <ChoiceGroup
        id="rb-families"
        legend={t('robustness.families')}
        hint={t('robustness.familiesHint')}
        choices={VARIANT_FAMILIES.map((f) => ({ value: f, label: t(`robustness.family.${f}`) }))}
        value={form.families}
        onChange={(families) => set({ families })}
        errors={errorsAt(problem, '/families')}
      />
      <ChoiceGroup
        id="rb-endpoints"
        legend={t('robustness.endpoints')}
        hint={t('robustness.endpointsHint')}
        choices={endpoints.map((m) => ({
          value: m.name,
          label: m.model ? `${m.name} (${m.model})` : m.name,
        }))}
        value={form.endpoints}
        onChange={(chosen) => set({ endpoints: chosen })}
        errors={errorsAt(problem, '/endpoint', '/endpoints')}
      />
      <RestatementsToggle
        checked={form.restatements}
        onChange={(restatements) => set({ restatements })}
        errors={errorsAt(problem, '/restatements')}
      />
      <FieldErrors id="rb-other-errors" errors={others} />
      <button type="submit" className="button-primary" disabled={start.isPending}>
        {start.isPending ? t('robustness.starting') : t('robustness.start')}
      </button>
      {start.isError && <ErrorNotice title={t('robustness.startFailed')} error={start.error} />}
    </form>
  );
}
