import { useState, type FormEvent } from 'react';
import { ErrorNotice } from '../../../components/ui/async-state';
import { SelectField, TextAreaField, TextField } from '../../../components/ui/field';
import { useT } from '../../../lib/i18n';
import { useOpenChangeRequest } from '../api/open-change-request';
import type { ChangeRequest } from '../types';
import { serverProblems } from '../../../lib/server-problems';

interface Props {
  harnessId: string;
  /** The labels a request may aim at. */
  labels: readonly string[];
  /** Versions it may propose instead of the draft, newest first. */
  versions: readonly number[];
  onOpened: (request: ChangeRequest) => void;
  /** A version to propose at first (the versions list's "Request review of vN"); else the draft. */
  initialVersion?: number;
  /** The label to aim at first (a rollback asked from a label's history); else production. */
  initialLabel?: string;
  /** A title to start from (the rollback's). */
  initialTitle?: string;
}

const FIELDS = ['/title', '/description', '/target', '/source'];

/** Open a request: the draft (frozen as a new version) or a version, aimed at a label. */
export function OpenRequestForm({
  harnessId,
  labels,
  versions,
  onOpened,
  initialVersion,
  initialLabel,
  initialTitle,
}: Props) {
  const t = useT();
  const open = useOpenChangeRequest();
  const [title, setTitle] = useState(initialTitle ?? '');
  const [description, setDescription] = useState('');
  const [chosen, setLabel] = useState(initialLabel ?? '');
  // Labels may load after the first render: until one is chosen, the target is the one shown.
  const label = labels.includes(chosen) ? chosen : defaultLabel(labels);
  const [source, setSource] = useState(initialVersion ? String(initialVersion) : 'draft');
  const { at, elsewhere } = serverProblems(open.error);
  // A disabled button always says why.
  const waits = open.isPending
    ? t('requests.openWaitsPending')
    : !label
      ? t('requests.openWaitsLabels')
      : null;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    open.mutate(
      {
        harnessId,
        title,
        description,
        target: { kind: 'label', label },
        source:
          source === 'draft' ? { kind: 'draft' } : { kind: 'version', version: Number(source) },
      },
      { onSuccess: onOpened },
    );
  };
  return (
    <form className="group open-request" aria-labelledby="open-request-title" onSubmit={submit}>
      <h2 id="open-request-title" className="section-title">
        {t('requests.openTitle')}
      </h2>
      <TextField
        pointer="/open-request/title"
        label={t('requests.title')}
        value={title}
        errors={at('/title')}
        onChange={setTitle}
      />
      <TextAreaField
        pointer="/open-request/description"
        label={t('requests.description')}
        rows={3}
        value={description}
        errors={at('/description')}
        onChange={setDescription}
      />
      <div className="field-row">
        <SelectField
          pointer="/open-request/label"
          label={t('requests.targetField')}
          value={label}
          errors={at('/target')}
          onChange={setLabel}
          options={labels.map((l) => ({ value: l, label: l }))}
        />
        <SelectField
          pointer="/open-request/source"
          label={t('requests.source')}
          hint={t('requests.sourceHint')}
          value={source}
          errors={at('/source')}
          onChange={setSource}
          options={[
            { value: 'draft', label: t('requests.sourceDraft') },
            ...versions.map((v) => ({
              value: String(v),
              label: t('requests.proposalVersion', { version: v }),
            })),
          ]}
        />
      </div>
      {elsewhere(FIELDS) && <ErrorNotice title={t('requests.openFailed')} error={open.error} />}
      <button
        type="submit"
        className="button-primary"
        disabled={waits !== null}
        aria-describedby={waits ? 'open-request-waits' : undefined}
      >
        {t('requests.open')}
      </button>
      {waits && (
        <p id="open-request-waits" className="field-hint" role="status">
          {waits}
        </p>
      )}
    </form>
  );
}

function defaultLabel(labels: readonly string[]): string {
  return labels.includes('production') ? 'production' : (labels[0] ?? '');
}
