import type { PromptSection } from '../../../harness';
import { useT } from '../../../lib/i18n';

interface Props {
  sections: readonly PromptSection[];
  selected: number;
  errorCount: (index: number) => number;
  onSelect: (index: number) => void;
  onMove: (from: number, to: number) => void;
  onAdd: () => void;
  readOnly: boolean;
}

/** The prompt's sections in order: choose one to edit, move it up or down. */
export function SectionList({
  sections,
  selected,
  errorCount,
  onSelect,
  onMove,
  onAdd,
  readOnly,
}: Props) {
  const t = useT();
  return (
    <div className="section-list">
      <h2 className="section-title" id="sections-title">
        {t('prompt.sections')}
      </h2>
      <ol aria-labelledby="sections-title">
        {sections.map((s, i) => (
          <li key={`${s.id}-${i}`} className={i === selected ? 'selected' : undefined}>
            <button
              type="button"
              className="section-pick"
              aria-current={i === selected ? 'true' : undefined}
              onClick={() => onSelect(i)}
            >
              <span className={s.enabled === false ? 'muted' : undefined}>{s.title || s.id}</span>
              {errorCount(i) > 0 && <span className="mark mark-error"> ✕{errorCount(i)}</span>}
            </button>
            {!readOnly && (
              <span className="reorder">
                <button
                  type="button"
                  aria-label={`${t('common.moveUp')}: ${s.title || s.id}`}
                  disabled={i === 0}
                  onClick={() => onMove(i, i - 1)}
                >
                  ↑
                </button>
                <button
                  type="button"
                  aria-label={`${t('common.moveDown')}: ${s.title || s.id}`}
                  disabled={i === sections.length - 1}
                  onClick={() => onMove(i, i + 1)}
                >
                  ↓
                </button>
              </span>
            )}
          </li>
        ))}
      </ol>
      {!readOnly && (
        <button type="button" onClick={onAdd}>
          {t('prompt.addSection')}
        </button>
      )}
    </div>
  );
}
