import { useLanguage, useT } from '../../../lib/i18n';
import { formatMs } from '../model/format';
import type { Trace } from '../types';

/** Where the turn's time went: first token and sentence, total, model, tools and hooks. */
export function TraceTimings({
  timings,
  usage,
}: {
  timings: Trace['timings'];
  /** The turn's token usage, when the model server reported it. */
  usage?: Trace['usage'];
}) {
  const t = useT();
  const language = useLanguage();
  const ms = (v: number | null) => {
    const text = formatMs(v, language);
    return text === null ? t('traces.none.ms') : t('traces.ms', { ms: text });
  };
  const count = (n: number) => n.toLocaleString(language);
  const usageText = (u: NonNullable<Trace['usage']>) =>
    u.cachedTokens === null
      ? t('traces.usageNoCache', {
          prompt: count(u.promptTokens),
          completion: count(u.completionTokens),
        })
      : t('traces.usage', {
          prompt: count(u.promptTokens),
          cached: u.promptTokens > 0 ? Math.round((u.cachedTokens / u.promptTokens) * 100) : 0,
          completion: count(u.completionTokens),
        });
  const rows: [string, string][] = [
    [t('traces.firstToken'), ms(timings.firstTokenMs)],
    [t('traces.firstSentence'), ms(timings.firstSentenceMs)],
    ...(timings.firstReleaseMs !== null
      ? [[t('traces.firstRelease'), ms(timings.firstReleaseMs)] as [string, string]]
      : []),
    [t('traces.total'), ms(timings.totalMs)],
    [t('traces.model'), ms(timings.modelMs)],
    [t('traces.tools'), ms(timings.toolMs)],
    [t('traces.hookTime'), ms(timings.hookMs)],
    [t('traces.rounds'), String(timings.modelRounds)],
    ...(usage ? [[t('traces.tokens'), usageText(usage)] as [string, string]] : []),
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
