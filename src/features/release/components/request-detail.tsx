import type { ReactNode } from 'react';
import { ErrorNotice, Loading } from '../../../components/ui/async-state';
import { useActorName } from '../../../lib/actor-name';
import { useEnumLabel } from '../../../lib/enum-label';
import { useLanguage, useT } from '../../../lib/i18n';
import { useFormatTime } from '../../../lib/use-format-time';
import { useChangeRequest } from '../api/get-change-request';
import { useLabelMoves } from '../hooks/use-label-moves';
import { requestActions } from '../model/request-actions';
import type { Actor, ChangeRequest } from '../types';
import { PinnedPreviews } from './pinned-previews';
import { PinPreviewForm } from './pin-preview-form';
import { RequestActionsBar } from './request-actions-bar';
import { noLongerLive } from './schedule-standing';
import { RequestEvidence } from './request-evidence';
import { RequestHistory } from './request-history';
import { failureText, proposalText, targetText } from './request-words';
import { ReviewForm } from './review-form';
import { ReviseRequestForm } from './revise-request-form';
import { ReviewList } from './review-list';
import { ScheduleForm } from './schedule-form';
import { SchedulePanel } from './schedule-panel';
import '../release.css';

interface Props {
  harnessId: string;
  n: number;
  actor: Actor | undefined;
  /** The harness's `settings.timeZone`, where a schedule's and a pinned room's times are read. */
  timeZone: string;
  /** The diff of the proposal against what the target serves (composed by the page). */
  changes: (request: ChangeRequest) => ReactNode;
  /** Starts a test run of the proposal where it has none (composed by the page). */
  startTestRun?: (request: ChangeRequest) => ReactNode;
  /** The same for the robustness run. */
  startRobustnessRun?: (request: ChangeRequest) => ReactNode;
}

/** One change request: what it proposes and where, its evidence, reviews, schedule and actions. */
export function RequestDetail({
  harnessId,
  n,
  actor,
  timeZone,
  changes,
  startTestRun,
  startRobustnessRun,
}: Props) {
  const t = useT();
  const lang = useLanguage();
  const word = useEnumLabel();
  const actorName = useActorName();
  const formatTime = useFormatTime();
  const query = useChangeRequest(harnessId, n);
  // A schedule firing moves a label: the page shows it without a reload.
  useLabelMoves(harnessId);
  if (query.isPending) return <Loading label={t('common.loading')} />;
  if (query.isError) return <ErrorNotice title={t('requests.loadOneFailed')} error={query.error} />;
  const request = query.data;
  const actions = requestActions(actor, request);
  const failure = failureText(request, lang);
  const live = noLongerLive(t, request.schedule, lang);
  return (
    <article className="request-detail" aria-labelledby="request-title">
      <h1 id="request-title">
        {request.title} <span className="muted">#{request.id}</span>
      </h1>
      <p className="request-meta">
        <span className={`request-state state-${request.state}`} data-testid="request-state">
          {word('changeRequestState', request.state)}
        </span>{' '}
        {live && (
          <span className="request-not-live" data-testid="request-not-live">
            {live}{' '}
          </span>
        )}
        ·{' '}
        {t('requests.proposes', {
          proposal: proposalText(t, request.proposal),
          target: targetText(t, request.target),
        })}{' '}
        ·{' '}
        {t('requests.openedBy', {
          who: actorName(request.author),
          when: formatTime(request.createdAt),
          revision: request.revision,
        })}
      </p>
      {request.description && <p className="request-description">{request.description}</p>}
      {failure && (
        <p className="notice notice-error" role="alert" title={failure.english}>
          {t('requests.failure', { reason: failure.text })}
        </p>
      )}
      <RequestActionsBar harnessId={harnessId} n={n} actions={actions} gate={request.gate} />
      {actions.revise && (
        <ReviseRequestForm key={request.revision} harnessId={harnessId} request={request} />
      )}
      <RequestEvidence
        harnessId={harnessId}
        request={request}
        startTestRun={startTestRun?.(request)}
        startRobustnessRun={startRobustnessRun?.(request)}
      />
      <section className="group" aria-labelledby="request-changes-title">
        <h2 id="request-changes-title" className="section-title">
          {t('requests.changes')}
        </h2>
        {changes(request)}
      </section>
      <PinnedPreviews pins={request.pins} timeZone={timeZone}>
        {actions.comment && request.proposal.kind === 'version' && (
          <PinPreviewForm harnessId={harnessId} request={request} timeZone={timeZone} />
        )}
      </PinnedPreviews>
      <section className="group" aria-labelledby="request-schedule-title">
        <h2 id="request-schedule-title" className="section-title">
          {t('requests.scheduleSection')}
        </h2>
        {request.schedule ? (
          <SchedulePanel
            harnessId={harnessId}
            n={n}
            schedule={request.schedule}
            canCancel={actions.cancelSchedule}
          />
        ) : (
          !actions.schedule && <p className="muted">{t('requests.notScheduled')}</p>
        )}
        {actions.schedule && request.schedule?.state !== 'pending' && (
          <ScheduleForm harnessId={harnessId} n={n} timeZone={timeZone} />
        )}
      </section>
      <section className="group" aria-labelledby="request-reviews-title">
        <h2 id="request-reviews-title" className="section-title">
          {t('requests.reviews')}
        </h2>
        <ReviewList reviews={request.reviews} revision={request.revision} />
        {actions.comment && <ReviewForm harnessId={harnessId} n={n} canJudge={actions.review} />}
      </section>
      <RequestHistory request={request} />
    </article>
  );
}
