import { useMemo } from 'react';
import { useLocation, useParams, useSearchParams } from 'react-router';
import { canEditTestCases, runsModelServers } from '../../harness/roles';
import { Loading } from '../../components/ui/async-state';
import { useT } from '../../lib/i18n';
import { useSystemNote } from '../../lib/actor-name';
import { useSession } from '../../features/auth/api/get-session';
import { useLabels } from '../../features/publish/api/get-labels';
import { useVersions } from '../../features/versions/api/get-versions';
import { PreviewPanel } from '../../features/preview/components/preview-panel';
import type { SourceOption } from '../../features/preview/types';

/**
 * The live preview; the states it may run (draft, labels, versions) come from release data.
 * `?run=<runId>&case=<caseId>` opens a stored test run's case in it (from the tests page);
 * `?robustness=<runId>&arm=<armId>[&case=<caseId>][&endpoint=<name>]` previews under a
 * robustness run's variant (from its report).
 */
export default function PreviewPage() {
  const t = useT();
  // The studio's own version notes (the sample's v1) in the reader's language.
  const note = useSystemNote();
  const id = useParams().id ?? '';
  const [params, setParams] = useSearchParams();
  const actor = useSession().data?.actor;
  const labelQuery = useLabels(id);
  const labels = labelQuery.data ?? [];
  const versions = (useVersions(id).data?.pages ?? []).flatMap((p) => p.items);
  const runId = params.get('run');
  const caseId = params.get('case');
  const replay = useMemo(() => (runId && caseId ? { runId, caseId } : null), [runId, caseId]);
  const variantRun = params.get('robustness');
  const arm = params.get('arm');
  const endpoint = params.get('endpoint');
  const variant = useMemo(
    () =>
      variantRun && arm
        ? { runId: variantRun, arm, caseId: runId ? null : caseId, endpoint }
        : null,
    [variantRun, arm, runId, caseId, endpoint],
  );
  // A shop's host (from its overlay form, with an unsaved overlay in the navigation state);
  // a merchant's preview is always its own shop's host.
  const location = useLocation();
  const shopId = params.get('shop') ?? (actor?.role === 'merchant' ? actor.shopId : undefined);
  const unsaved = (location.state as { overlay?: unknown } | null)?.overlay ?? null;
  const shop = useMemo(() => (shopId ? { shopId, overlay: unsaved } : null), [shopId, unsaved]);
  const sources: SourceOption[] = [
    { value: 'draft', label: t('preview.sourceDraft') },
    ...labels.map((l) => ({
      value: `label:${l.name}`,
      label:
        l.version === null
          ? t('preview.sourceLabelEmpty', { label: l.name })
          : t('preview.sourceLabel', { label: l.name, version: l.version }),
    })),
    ...versions.map((v) => ({
      value: String(v.number),
      label: t('preview.sourceVersion', { number: v.number, message: note(v.author, v.message) }),
    })),
  ];
  // A shop's host starts on what production serves it, not on the platform's unpublished
  // draft; with nothing on production yet, the draft is all there is to try.
  const production = labels.find((l) => l.name === 'production');
  const firstSource = shop && production?.version != null ? 'label:production' : 'draft';
  // Its session starts once the labels say which (a failed load falls back to the draft).
  if (shop && labelQuery.isPending) return <Loading label={t('common.loading')} />;
  return (
    <PreviewPanel
      key={id}
      harnessId={id}
      sources={sources}
      canSaveCase={!!actor && canEditTestCases(actor)}
      technical={!!actor && runsModelServers(actor)}
      replay={replay}
      variant={variant}
      shop={shop}
      firstSource={firstSource}
      onLeaveReplay={() => setParams({}, { replace: true })}
    />
  );
}
