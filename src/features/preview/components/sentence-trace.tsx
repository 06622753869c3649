import { sentenceFate } from '../../../harness';
import { useT } from '../../../lib/i18n';
import type { TracedSentence } from '../model/turn-view';
import type { HookEventData } from '../types';
import { HookTrace } from './hook-trace';
import { formatMs } from './trace-bits';

/**
 * One sentence through the before_sentence hooks: when the model had written it, when it
 * left (or was dropped or blocked), the wait between, and each hook's decision on it.
 */
export function SentenceTrace({
  item,
  hooks,
}: {
  item: TracedSentence;
  hooks: readonly HookEventData[];
}) {
  const t = useT();
  const n = item.index + 1;
  const kind = sentenceFate(item);
  const times = [
    t('preview.sentence.written', { time: formatMs(item.writtenAt) }),
    t(
      kind === 'blocked' || kind === 'dropped'
        ? 'preview.sentence.decided'
        : 'preview.sentence.released',
      {
        time: formatMs(item.at),
      },
    ),
    t('preview.sentence.wait', { time: formatMs(Math.max(0, item.at - item.writtenAt)) }),
  ];
  return (
    <li className={`trace-item trace-sentence trace-sentence-${kind}`} data-testid="trace-sentence">
      <div className="trace-head">
        <span className="trace-kind">
          {t(item.ending ? 'preview.sentence.endingTitle' : 'preview.sentence.title', { n })}
        </span>
        {times.map((time) => (
          <span key={time} className="trace-sentence-time">
            {time}
          </span>
        ))}
        <strong className="trace-outcome">{t(`preview.sentence.kind.${kind}`)}</strong>
      </div>
      <p className="trace-detail">
        {kind === 'released' || kind === 'ending' ? item.text : item.original}
      </p>
      {kind === 'replaced' && (
        <p className="trace-detail">
          {t('preview.sentence.releasedAs', { text: item.text ?? '' })}
        </p>
      )}
      {item.blocked && <p className="trace-detail">{item.blocked.reason}</p>}
      {item.cut !== 'sentence' && (
        <p className="trace-detail muted">{t(`preview.sentence.cut.${item.cut}`)}</p>
      )}
      {hooks.length > 0 && (
        <ol
          className="trace-list trace-sentence-hooks"
          aria-label={t('preview.sentence.hooks', { n })}
        >
          {hooks.map((hook, i) => (
            <HookTrace key={`${i}-${hook.hookId}`} item={hook} />
          ))}
        </ol>
      )}
    </li>
  );
}
