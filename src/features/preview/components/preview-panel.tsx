import { useEffect, useMemo } from 'react';
import { diagnosticMessage } from '../../../lib/diagnostic-message';
import { useLanguage, useT } from '../../../lib/i18n';
import { useModelEndpoints } from '../api/get-model-endpoints';
import { usePreviewRunner } from '../hooks/use-preview-runner';
import { contextProblems } from '../model/live-context';
import { usePreviewStore } from '../store/preview-store';
import type { SourceOption, Target } from '../types';
import { Composer } from './composer';
import { ContextPanel } from './context-panel';
import { ExchangeRow } from './exchange-row';
import { SessionStats } from './session-stats';
import { TargetsBar } from './targets-bar';
import '../preview.css';

interface Props {
  harnessId: string;
  /** The states of the harness one may preview: draft, labels, versions. */
  sources: readonly SourceOption[];
}

/** The live preview: a chat with the host under a chosen harness state, traced and timed. */
export function PreviewPanel({ harnessId, sources }: Props) {
  const t = useT();
  const lang = useLanguage();
  const endpoints = useModelEndpoints();
  const session = usePreviewStore((s) => s.harnessId);
  const open = usePreviewStore((s) => s.open);
  const context = usePreviewStore((s) => s.context);
  const exchanges = usePreviewStore((s) => s.exchanges);
  const clear = usePreviewStore((s) => s.clear);
  const { send, stop, running } = usePreviewRunner();

  useEffect(() => open(harnessId), [open, harnessId]);

  const problems = useMemo(() => contextProblems(context), [context]);
  const describe = (target: Target) => {
    const source = sources.find((s) => s.value === target.source)?.label ?? target.source;
    return target.endpoint ? `${source} · ${target.endpoint}` : source;
  };
  if (session !== harnessId) return null;
  const blockedBy = problems.length > 0 ? t('preview.contextInvalid') : null;

  return (
    <section className="page preview-page" aria-labelledby="preview-title">
      <h1 id="preview-title">{t('preview.title')}</h1>
      <p className="muted">{t('preview.intro')}</p>
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
        />
        <div className="preview-chat">
          <h2 className="section-title">{t('preview.chat')}</h2>
          {exchanges.length === 0 ? (
            <p className="muted">{t('preview.empty')}</p>
          ) : (
            <ol className="preview-exchanges" aria-label={t('preview.chat')}>
              {exchanges.map((e) => (
                <ExchangeRow key={e.id} exchange={e} describe={describe} />
              ))}
            </ol>
          )}
          <Composer
            running={running}
            blockedBy={blockedBy}
            onSend={send}
            onStop={stop}
            onClear={clear}
            canClear={exchanges.length > 0}
          />
          <SessionStats exchanges={exchanges} describe={describe} />
        </div>
      </div>
    </section>
  );
}
