import { Link, useParams } from 'react-router';
import { useT } from '../../lib/i18n';
import { useSession } from '../../features/auth/api/get-session';
import { OverlayChanges } from '../../features/release/components/overlay-changes';
import { RequestDetail } from '../../features/release/components/request-detail';
import type { ChangeRequest } from '../../features/release/types';
import { DiffView } from '../../features/versions/components/diff-view';
import { mayRunTests } from '../../features/tests/model/permissions';
import { StartProposalRobustness, StartProposalRun } from './request-proposal-runs';
import { useHarnessTimeZone } from './use-harness-time-zone';

/** What a request changes: the diff against what its label (or shop) serves now. */
function RequestChanges({ harnessId, request }: { harnessId: string; request: ChangeRequest }) {
  const t = useT();
  const { proposal, serving } = request;
  if (proposal.kind === 'overlay') {
    return (
      <OverlayChanges
        harnessId={harnessId}
        shopId={proposal.shopId}
        proposed={proposal.overlayVersion}
        serving={serving.overlayVersion}
      />
    );
  }
  if (serving.version === null) {
    return (
      <p className="muted">
        {t('requests.nothingServed', {
          proposal: t('requests.proposalVersion', { version: proposal.version }),
        })}
      </p>
    );
  }
  return (
    <DiffView harnessId={harnessId} from={String(serving.version)} to={String(proposal.version)} />
  );
}

/** One change request: evidence, diff, pinned previews, reviews, schedule and actions. */
export default function RequestPage() {
  const t = useT();
  const { id = '', n = '' } = useParams();
  const actor = useSession().data?.actor;
  const timeZone = useHarnessTimeZone(id);
  const number = Number(n);
  return (
    <section className="page request-page">
      <p>
        <Link to={`/harnesses/${encodeURIComponent(id)}/requests`}>{t('nav.requests')}</Link>
      </p>
      <RequestDetail
        key={n}
        harnessId={id}
        n={Number.isInteger(number) ? number : 0}
        actor={actor}
        timeZone={timeZone}
        changes={(request) => <RequestChanges harnessId={id} request={request} />}
        startTestRun={(request) =>
          mayRunTests(actor) &&
          request.proposal.kind === 'version' && (
            <StartProposalRun harnessId={id} version={request.proposal.version} />
          )
        }
        startRobustnessRun={(request) =>
          mayRunTests(actor) &&
          request.proposal.kind === 'version' && (
            <StartProposalRobustness harnessId={id} version={request.proposal.version} />
          )
        }
      />
    </section>
  );
}
