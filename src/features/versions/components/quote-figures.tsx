import type { FigureLine } from '../../../harness/diff';
import { percentOffText } from '../../../components/diff/promotion-value';
import { formatYuan } from '../../../lib/format-money';
import { useLanguage, useT } from '../../../lib/i18n';
import { markFigures } from '../model/quote-view';

interface Props {
  lines: readonly FigureLine[];
  side: 'before' | 'after';
  /** The lowest price the host may say on this side. */
  floor?: number;
}

/** One side's figures, kind by kind: new ones marked after, dropped ones struck before. */
export function QuoteFigures({ lines, side, floor }: Props) {
  const t = useT();
  const language = useLanguage();
  const text = (kind: FigureLine['kind'], value: number) =>
    kind === 'rate' ? percentOffText((1 - value) * 100, language) : formatYuan(value);
  return (
    <ul className="quote-figures">
      {lines
        .filter((line) => line[side].length > 0)
        .map((line) => (
          <li key={line.kind}>
            <span className="quote-kind">{t(`quotes.kind.${line.kind}`)}</span>{' '}
            {markFigures(line, side, floor).map((f) => {
              const said = (
                <>
                  {text(line.kind, f.value)}
                  {f.belowFloor && <span className="below-floor"> ({t('quotes.belowFloor')})</span>}
                </>
              );
              const key = `${line.kind}-${f.value}`;
              if (!f.moved)
                return (
                  <span key={key} className="quote-figure">
                    {said}
                  </span>
                );
              return side === 'after' ? (
                <ins key={key} className="quote-figure">
                  {said}
                  <span className="sr-only"> ({t('quotes.new')})</span>
                </ins>
              ) : (
                <del key={key} className="quote-figure">
                  {said}
                  <span className="sr-only"> ({t('quotes.dropped')})</span>
                </del>
              );
            })}
          </li>
        ))}
    </ul>
  );
}
