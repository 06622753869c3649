import { useLanguage, useT } from '../../../lib/i18n';
import { formatMs } from '../model/format';
import type { Trace } from '../types';

/** Where the turn's time went: first token and sentence, total, model, tools and hooks. */
export function TraceTimings({ timings }: { timings: Trace['timings'] }) {
  const t = useT();
  const language = useLanguage();
  const ms = (v: number | null) => {
    const text = formatMs(v, language);
    return text === null ? t('traces.none.ms') : t('traces.ms', { ms: text });
  };
  const rows: [string, string][] = [
    [t('traces.firstToken'), ms(timings.firstTokenMs)],
    [t('traces.firstSentence'), ms(timings.firstSentenceMs)],
    [t('traces.total'), ms(timings.totalMs)],
    [t('traces.model'), ms(timings.modelMs)],
    [t('traces.tools'), ms(timings.toolMs)],
    [t('traces.hookTime'), ms(timings.hookMs)],
    [t('traces.rounds'), String(timings.modelRounds)],
  ];
  return (
    <>
      <h2 className="section-title">{t('traces.timings')}</h2>
      <dl className="trace-facts trace-timings">
        {rows.map(([k, v]) => (
          <div key={k}>
            <dt>{k}</dt>
            <dd>{v}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}
