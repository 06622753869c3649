import { RollbackNotice } from '../../../../components/rollback-notice';
import { ErrorNotice, Loading } from '../../../../components/ui/async-state';
import { useT } from '../../../../lib/i18n';
import { runsModelServers, type Actor } from '../../../../harness/roles';
import { useOverview } from '../../api/get-overview';
import { LabelLines } from '../glance/label-lines';
import { DraftChanges } from './draft-changes';
import { GateVerdict } from './gate-verdict';
import { ModelNotice } from './model-notice';
import { NextActions, type NextActionsProps } from './next-actions';
import { NextStepCard } from './next-step-card';
import { RecentActivity } from './recent-activity';
import { RunsCard } from './runs-card';
import '../../harnesses.css';

/**
 * One harness at a glance, from one request: the jobs first, then what production serves,
 * what the draft changed since, the latest runs, the gate's verdict and recent activity.
 */
export function OverviewPanel(
  props: NextActionsProps & {
    title: string;
    /** Who is looking: their own next step and whom to ask for the rest (none signed out). */
    actor?: Actor;
  },
) {
  const t = useT();
  const overview = useOverview(props.harnessId);
  const head = (
    <div className="overview-head">
      <h1>{props.title}</h1>
      <NextActions {...props} />
    </div>
  );
  if (overview.isPending)
    return (
      <>
        {head}
        <Loading label={t('common.loading')} />
      </>
    );
  if (overview.isError) {
    return (
      <>
        {head}
        <ErrorNotice title={t('overviewPage.loadFailed')} error={overview.error} />
      </>
    );
  }
  const o = overview.data;
  const production = o.labels.find((l) => l.name === 'production')?.version ?? null;
  return (
    <>
      {head}
      <ModelNotice
        endpoint={o.endpoint}
        technical={!props.actor || runsModelServers(props.actor)}
      />
      {props.actor && <NextStepCard harnessId={o.harness.id} overview={o} actor={props.actor} />}
      {o.rollbacks?.map((r) => (
        <RollbackNotice key={r.moveId} rollback={r} control={r.control} label={r.label} />
      ))}
      <div className="overview-grid">
        <section className="card" aria-labelledby="ov-labels" data-testid="production-summary">
          <h2 id="ov-labels">{t('glance.labels')}</h2>
          {/* The overview says null rollbacks to a role that may not read experiments. */}
          <LabelLines labels={o.labels} experiments={o.rollbacks !== null} />
        </section>
        <section className="card" aria-labelledby="ov-draft">
          <h2 id="ov-draft">
            {production === null
              ? t('overviewPage.changesNew')
              : t('overviewPage.changes', { version: production })}
          </h2>
          <DraftChanges harnessId={o.harness.id} draft={o.draft} />
        </section>
        <section className="card" aria-labelledby="ov-gate">
          <h2 id="ov-gate">{t('overviewPage.gate')}</h2>
          <GateVerdict gate={o.gate} production={production} />
        </section>
        <section className="card" aria-labelledby="ov-runs">
          <h2 id="ov-runs">{t('overviewPage.runs')}</h2>
          <RunsCard overview={o} />
        </section>
        {o.activity && (
          <section className="card" aria-labelledby="ov-activity">
            <h2 id="ov-activity">{t('overviewPage.activity')}</h2>
            <RecentActivity harnessId={o.harness.id} activity={o.activity} />
          </section>
        )}
      </div>
    </>
  );
}
