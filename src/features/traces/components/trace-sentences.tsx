import { sentenceFate } from '../../../harness';
import { useLanguage, useT } from '../../../lib/i18n';
import { formatMs } from '../model/format';
import type { Trace } from '../types';
import { checkerName, guardReason } from '../../../lib/guard-words';

/**
 * The reply's sentences through before_sentence hooks: when the model had written each, when
 * it left (or was dropped or blocked), the wait between, what left and the hooks' decisions.
 */
export function TraceSentences({ trace }: { trace: Trace }) {
  const t = useT();
  const language = useLanguage();
  if (trace.sentences.length === 0) return null;
  const ms = (v: number) => t('traces.ms', { ms: formatMs(v, language) ?? '' });
  const hooksOn = (index: number) => trace.hooks.filter((h) => h.sentence === index);
  return (
    <>
      <h2 className="section-title" id="trace-sentences-title">
        {t('traces.sentences')}
      </h2>
      <table className="data-table trace-sentences" aria-labelledby="trace-sentences-title">
        <thead>
          <tr>
            <th scope="col">{t('traces.sentence.n')}</th>
            <th scope="col">{t('traces.sentence.written')}</th>
            <th scope="col">{t('traces.sentence.released')}</th>
            <th scope="col">{t('traces.sentence.wait')}</th>
            <th scope="col">{t('traces.outcome')}</th>
            <th scope="col">{t('traces.sentence.text')}</th>
            <th scope="col">{t('traces.hooks')}</th>
          </tr>
        </thead>
        <tbody>
          {trace.sentences.map((s) => (
            <tr key={s.index} data-testid="trace-sentence-row">
              <td className="num">{s.index + 1}</td>
              <td className="num">{ms(s.writtenAt)}</td>
              <td className="num">{ms(s.releasedAt)}</td>
              <td className="num">{ms(Math.max(0, s.releasedAt - s.writtenAt))}</td>
              <td>
                <span className={`trace-decision trace-decision-${s.outcome}`}>
                  {t(`traces.sentence.kind.${sentenceFate(s)}`)}
                </span>
              </td>
              <td>
                {s.text ? <span>{s.text}</span> : null}
                {/* What the model wrote, when it is not what left. */}
                {s.text !== s.original && (
                  <span className="muted trace-sentence-original">
                    {t('traces.sentence.wrote')} <s>{s.original}</s>
                  </span>
                )}
                {s.blocked?.reason && <span className="muted"> {guardReason(t, s.blocked)}</span>}
              </td>
              <td>
                {hooksOn(s.index)
                  .map((h) => `${checkerName(t, h.hookId)}: ${h.outcome}`)
                  .join(', ')}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
