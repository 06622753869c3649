import { useT } from '../../../lib/i18n';
import type { TurnView } from '../model/turn-view';
import { formatMs } from './trace-bits';

/** How long this answer took: the runtime's own timings, then what the browser saw. */
export function LatencyLine({ view }: { view: TurnView }) {
  const t = useT();
  const timings = view.done?.timings;
  if (!timings) return null;
  const all: [string, string][] = [
    [t('preview.latency.firstToken'), formatMs(timings.firstTokenMs)],
    [t('preview.latency.firstSentence'), formatMs(timings.firstSentenceMs)],
    [t('preview.latency.total'), formatMs(timings.totalMs)],
    [t('preview.latency.rounds'), String(timings.modelRounds)],
    [t('preview.latency.overhead'), formatMs(timings.overheadMs)],
    [
      t('preview.latency.browser'),
      `${formatMs(view.clientFirstTokenMs)} / ${formatMs(view.clientTotalMs)}`,
    ],
  ];
  // A replayed answer was not timed by this browser; a run record keeps only two timings.
  const items =
    view.recorded === 'record' ? [all[0]!, all[2]!] : view.recorded ? all.slice(0, -1) : all;
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
