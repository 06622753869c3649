import { useEffect, useMemo } from 'react';
import { ErrorNotice, Loading } from '../../../components/ui/async-state';
import { diagnosticMessage } from '../../../lib/diagnostic-message';
import { useLanguage, useT } from '../../../lib/i18n';
import { useModelEndpoints } from '../../../lib/model-endpoints';
import { useNow } from '../../../lib/use-now';
import { useSourceDocument } from '../api/get-source-document';
import { usePreviewRunner } from '../hooks/use-preview-runner';
import { useReplayLoader, type ReplayRequest } from '../hooks/use-replay-loader';
import { useVariantLoader, type VariantRequest } from '../hooks/use-variant-loader';
import { contextProblems, roomNow } from '../model/live-context';
import { DEFAULT_ZONE } from '../model/room-promotions';
import { usePreviewStore } from '../store/preview-store';
import type { PreviewShop, SourceOption, Target } from '../types';
import { Composer } from './composer';
import { sendStatus } from '../model/send-status';
import { ContextPanel } from './context-panel';
import { ExchangeRow } from './exchange-row';
import { ReplayBanner } from './replay-banner';
import { SessionStats } from './session-stats';
import { TargetsBar } from './targets-bar';
import { VariantBanner } from './variant-banner';
import '../preview.css';

interface Props {
  harnessId: string;
  /** The states of the harness one may preview: draft, labels, versions. */
  sources: readonly SourceOption[];
  /** The person's role may write test cases (finished answers offer to become one). */
  canSaveCase: boolean;
  /**
   * The person runs model servers (engineers, admins): a model failure shows the server's
   * words and commands; everyone else reads what is wrong and whom to ask, the rest folded.
   */
  technical?: boolean;
  /** A stored run case to replay (`?run=…&case=…`), or null. */
  replay: ReplayRequest | null;
  /** Drops the replay from the address, so coming back opens a plain preview. */
  onLeaveReplay: () => void;
  /** A robustness run's arm to preview under (`?robustness=…&arm=…`), or null. */
  variant?: VariantRequest | null;
  /** A shop whose host to preview (`?shop=…`), or null: the harness as it is. */
  shop?: PreviewShop | null;
  /** The source a new session starts on (`draft` unless the page says otherwise). */
  firstSource?: string;
}

/** The live preview: a chat with the host under a chosen harness state, traced and timed. */
export function PreviewPanel({
  harnessId,
  sources,
  canSaveCase,
  technical = true,
  replay: replayRequest,
  onLeaveReplay,
  variant: variantRequest = null,
  shop = null,
  firstSource: startOn,
}: Props) {
  const t = useT();
  const lang = useLanguage();
  const endpoints = useModelEndpoints();
  const session = usePreviewStore((s) => s.harnessId);
  const sessionShop = usePreviewStore((s) => s.shopId);
  const open = usePreviewStore((s) => s.open);
  const context = usePreviewStore((s) => s.context);
  const exchanges = usePreviewStore((s) => s.exchanges);
  const clear = usePreviewStore((s) => s.clear);
  const replay = usePreviewStore((s) => s.replay);
  const variant = usePreviewStore((s) => s.variant);
  const firstSource = usePreviewStore((s) => s.targets[0].source);
  // The room's promotions and zone are those of the state its first target runs.
  const shopId = shop?.shopId ?? null;
  const sourceDoc = useSourceDocument(harnessId, firstSource, shopId);
  const zone = sourceDoc.data?.settings.timeZone ?? DEFAULT_ZONE;
  // A merchant knows the shop by its name (the merged host's), its id only while it loads.
  const shopName = sourceDoc.data?.preferences.shopName || (shop?.shopId ?? '');
  const clock = useNow(15_000);
  const { send, stop, running } = usePreviewRunner(shop, zone);

  useEffect(() => open(harnessId, shopId, startOn), [open, harnessId, shopId, startOn]);
  // After `open`, so a replay lands in this harness's session.
  const replayLoad = useReplayLoader(harnessId, replayRequest);
  const variantLoad = useVariantLoader(harnessId, variantRequest);

  const problems = useMemo(() => contextProblems(context), [context]);
  const describeSource = (source: string) =>
    sources.find((s) => s.value === source)?.label ?? source;
  const describe = (target: Target) => {
    // Under a variant every turn of the session ran on it, whatever the source picker held.
    const source = variant
      ? t('preview.variant.source', { arm: variant.arm })
      : describeSource(target.source);
    return target.endpoint ? `${source} · ${target.endpoint}` : source;
  };
  const leaveReplay = () => {
    clear();
    onLeaveReplay();
  };
  if (session !== harnessId || sessionShop !== shopId) return null;
  const blockedBy = problems.length > 0 ? t('preview.contextInvalid') : null;

  return (
    <section className="page preview-page" aria-labelledby="preview-title">
      <h1 id="preview-title">{t('preview.title')}</h1>
      <p className="muted">{t('preview.intro')}</p>
      {shop && !variant && (
        <p className="notice" data-testid="preview-shop">
          {shop.overlay
            ? t('preview.shopUnsaved', { shop: shopName })
            : t('preview.shop', { shop: shopName })}
        </p>
      )}
      {replayLoad.loading && <Loading label={t('preview.replay.loading')} />}
      {replayLoad.error !== null && (
        <ErrorNotice title={t('preview.replay.failed')} error={replayLoad.error} />
      )}
      {replayLoad.missing && replayRequest && (
        <ErrorNotice title={t('preview.replay.noCase', { caseId: replayRequest.caseId })} />
      )}
      {variantLoad.loading && <Loading label={t('preview.replay.loading')} />}
      {variantLoad.error !== null && (
        <ErrorNotice title={t('preview.variant.caseFailed')} error={variantLoad.error} />
      )}
      {variant && (
        <VariantBanner
          harnessId={harnessId}
          variant={variant}
          canRun={!running && !blockedBy}
          onAsk={() => variant.question !== null && send(variant.question)}
          onLeave={leaveReplay}
        />
      )}
      {replay && (
        <ReplayBanner
          harnessId={harnessId}
          replay={replay}
          describeSource={describeSource}
          canRun={!running && !blockedBy}
          onRunAgain={() => replay.question !== null && send(replay.question)}
          onLeave={leaveReplay}
        />
      )}
      <TargetsBar
        sources={sources}
        endpoints={endpoints.data ?? []}
        endpointsError={endpoints.isError ? endpoints.error : null}
        disabled={running}
      />
      <div className="preview-layout">
        <ContextPanel
          problems={problems}
          message={(d) => diagnosticMessage(d, lang)}
          onAsk={send}
          canAsk={!running && !blockedBy}
          doc={sourceDoc.data}
          zone={zone}
          now={roomNow(context, zone, clock)}
        />
        <div className="preview-chat">
          <h2 className="section-title">{t('preview.chat')}</h2>
          {exchanges.length === 0 ? (
            <p className="muted">{t('preview.empty')}</p>
          ) : (
            <ol className="preview-exchanges" aria-label={t('preview.chat')}>
              {exchanges.map((e, i) => (
                <ExchangeRow
                  key={e.id}
                  harnessId={harnessId}
                  exchange={e}
                  position={i + 1}
                  describe={describe}
                  canSaveCase={canSaveCase}
                  technical={technical}
                />
              ))}
            </ol>
          )}
          <Composer
            running={running}
            blockedBy={blockedBy}
            onSend={send}
            onStop={stop}
            onClear={replay || variant ? leaveReplay : clear}
            canClear={exchanges.length > 0}
            status={sendStatus(running, exchanges.at(-1), t)}
          />
          <SessionStats exchanges={exchanges} describe={describe} />
        </div>
      </div>
    </section>
  );
}
