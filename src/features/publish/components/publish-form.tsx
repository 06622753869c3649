import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ErrorNotice } from '../../../components/ui/async-state';
import { useT } from '../../../lib/i18n';
import { usePublishForm, type PublishFormInput } from '../hooks/use-publish-form';
import { experimentHref } from '../model/experiment-href';
import { PublishGateSection } from './publish-gate-section';
import { PublishSplitSection } from './publish-split-section';
import { PublishTargetFields } from './publish-target-fields';

interface Props extends PublishFormInput {
  /** What changes for viewers if the label moves to the version (a diff, composed by the page). */
  changes: (label: string, version: number) => ReactNode;
}

/** Move a label to a version: reason, summary of what viewers get, split, confirmation. */
export function PublishForm({ changes, ...input }: Props) {
  const t = useT();
  const form = usePublishForm(input);
  const { harnessId, versions } = input;
  const { label, version, current, move, waits } = form;
  if (form.movable.length === 0 || versions.length === 0) return null;
  const versionOptions = versions.map((v) => (
    <option key={v} value={v}>
      v{v}
    </option>
  ));
  return (
    <form className="card publish-form" onSubmit={form.submit} aria-labelledby="publish-title">
      <h2 id="publish-title" className="section-title">
        {t('publish.title')}
      </h2>
      <PublishTargetFields form={form} versionOptions={versionOptions} />
      <PublishSplitSection form={form} versionOptions={versionOptions} />
      {current?.split && (
        <p>
          <Link to={experimentHref(harnessId, label)}>{t('experiment.openOf', { label })}</Link>
        </p>
      )}
      <div className="field">
        <label htmlFor="publish-reason">{t('publish.reason')}</label>
        <input
          id="publish-reason"
          value={form.reason}
          required
          onChange={(e) => form.setReason(e.target.value)}
        />
      </div>
      <section aria-labelledby="publish-changes" className="publish-changes">
        <h3 id="publish-changes">
          {current?.version == null
            ? t('publish.changesFirst', { label })
            : t('publish.changes', { label, from: current.version, to: version })}
        </h3>
        {current?.version != null && current.version !== version ? (
          changes(label, version)
        ) : current?.version === version ? (
          <p className="muted">{t('publish.same')}</p>
        ) : null}
      </section>
      <PublishGateSection form={form} harnessId={harnessId} />
      <div className="field field-check">
        <input
          id="publish-confirm"
          type="checkbox"
          checked={form.confirmed}
          onChange={(e) => form.setConfirmed(e.target.checked)}
        />
        <label htmlFor="publish-confirm">{t('publish.confirm', { label, version })}</label>
      </div>
      <button
        type="submit"
        className="button-primary"
        disabled={waits.length > 0 || move.isPending}
        aria-describedby={waits.length > 0 ? 'publish-waits' : undefined}
      >
        {t('publish.submit', { label, version })}
      </button>
      {waits.length > 0 && (
        <span id="publish-waits" className="save-blocked">
          {t('publish.waits', { what: waits.join(t('publish.waitsJoin')) })}
        </span>
      )}
      {move.isSuccess && (
        <p role="status" className="notice notice-ok">
          {t('publish.done', {
            label: move.data.label.name,
            version: move.data.label.version ?? '',
          })}
        </p>
      )}
      {move.isError && (
        <ErrorNotice
          title={
            form.gateRefusedOnPublish ? t('publish.gate.refusedOnPublish') : t('publish.failed')
          }
          error={move.error}
        />
      )}
    </form>
  );
}
