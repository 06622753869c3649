import type { TokenUsage } from '../../../harness';
import { useT } from '../../../lib/i18n';
import type { TurnView } from '../model/turn-view';
import { formatMs, useUsageText } from './trace-bits';

/** The turn's token usage: the server's sum on `done`, else its rounds' own, added up. */
export function turnUsage(view: TurnView): TokenUsage | null {
  if (view.done?.usage) return view.done.usage;
  const rounds = view.trace.flatMap((i) => (i.type === 'model_end' && i.usage ? [i.usage] : []));
  if (rounds.length === 0) return null;
  return rounds.reduce((sum, u) => ({
    promptTokens: sum.promptTokens + u.promptTokens,
    completionTokens: sum.completionTokens + u.completionTokens,
    cachedTokens:
      sum.cachedTokens === null || u.cachedTokens === null
        ? null
        : sum.cachedTokens + u.cachedTokens,
  }));
}

/** How long this answer took: the runtime's own timings, then what the browser saw. */
export function LatencyLine({ view }: { view: TurnView }) {
  const t = useT();
  const usageText = useUsageText();
  const timings = view.done?.timings;
  if (!timings) return null;
  const usage = turnUsage(view);
  // A run record keeps only two timings; a replayed answer was not timed by this browser.
  const brief = view.recorded === 'record';
  const items: [string, string][] = [
    [t('preview.latency.firstToken'), formatMs(timings.firstTokenMs)],
    ...(brief
      ? []
      : ([
          [t('preview.latency.firstSentence'), formatMs(timings.firstSentenceMs)],
          // Absent from a server older than sentence release.
          ...(timings.firstReleaseMs !== undefined
            ? [[t('preview.latency.firstRelease'), formatMs(timings.firstReleaseMs)]]
            : []),
        ] as [string, string][])),
    [t('preview.latency.total'), formatMs(timings.totalMs)],
    ...(brief
      ? []
      : ([
          [t('preview.latency.rounds'), String(timings.modelRounds)],
          [t('preview.latency.overhead'), formatMs(timings.overheadMs)],
        ] as [string, string][])),
    ...(usage ? [[t('preview.latency.tokens'), usageText(usage)] as [string, string]] : []),
    ...(view.recorded
      ? []
      : [
          [
            t('preview.latency.browser'),
            `${formatMs(view.clientFirstTokenMs)} / ${formatMs(view.clientTotalMs)}`,
          ] as [string, string],
        ]),
  ];
  return (
    <dl
      className="preview-latency"
      aria-label={t('preview.latency.title')}
      data-testid="answer-latency"
    >
      {items.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
