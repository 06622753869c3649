import { memo, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useT, type Translate } from '../../../lib/i18n';
import { heatGrid, heatLevel, moveInGrid, type GridPosition } from '../model/heat-map';
import type { RobustnessCell } from '../types';

interface Props {
  cells: readonly RobustnessCell[];
  arms: readonly string[];
  endpoint: string;
  /** Case id -> name, for the row headers and the cells' labels. */
  caseNames: ReadonlyMap<string, string>;
  /** The cell open below the map, marked as selected. */
  selected?: { arm: string; caseId: string } | null;
  onSelect: (cell: RobustnessCell) => void;
}

const cellText = (c: RobustnessCell) =>
  c.trials === 1 ? (c.passes === 1 ? '✓' : '✗') : `${c.passes}/${c.trials}`;

const cellLabel = (t: Translate, c: RobustnessCell, name: string) =>
  t('robustness.heatCell', { name, arm: c.arm, passes: c.passes, trials: c.trials });

interface RowProps {
  row: number;
  caseName: string;
  cells: readonly (RobustnessCell | null)[];
  arms: readonly string[];
  /** The column that is the grid's tab stop in this row, or -1. */
  focusCol: number;
  /** The selected cell's column in this row, or -1. */
  selectedCol: number;
  onSelect: (cell: RobustnessCell) => void;
  onFocusCell: (at: GridPosition) => void;
}

// Memoised: moving focus re-renders the two rows it leaves and enters, not a thousand cells.
const HeatRow = memo(function HeatRow({
  row,
  caseName,
  cells,
  arms,
  focusCol,
  selectedCol,
  onSelect,
  onFocusCell,
}: RowProps) {
  const t = useT();
  return (
    <tr>
      <th scope="row" className="heat-case" title={caseName}>
        {caseName}
      </th>
      {cells.map((c, col) => {
        const label = c
          ? cellLabel(t, c, caseName)
          : t('robustness.heatMissing', { name: caseName, arm: arms[col] ?? '' });
        return (
          <td
            key={arms[col]}
            role="gridcell"
            data-row={row}
            data-col={col}
            data-testid="heat-cell"
            className={
              c ? `heat-cell heat-${heatLevel(c.passes, c.trials)}` : 'heat-cell heat-none'
            }
            tabIndex={col === focusCol ? 0 : -1}
            aria-selected={col === selectedCol}
            aria-label={label}
            title={label}
            onFocus={() => onFocusCell({ row, col })}
            onClick={() => c && onSelect(c)}
            onKeyDown={(e) => {
              if (c && (e.key === 'Enter' || e.key === ' ')) {
                e.preventDefault();
                onSelect(c);
              }
            }}
          >
            <span aria-hidden="true">{c ? cellText(c) : '·'}</span>
          </td>
        );
      })}
    </tr>
  );
});

/**
 * Cases x arms, coloured by the share of trials that passed. An ARIA grid: one tab stop,
 * arrow keys move between cells, Enter opens the case on that arm; every cell says its
 * case, arm and result in words (label and tooltip), and the legend says what colours mean.
 */
export function HeatMap({ cells, arms, endpoint, caseNames, selected, onSelect }: Props) {
  const t = useT();
  const grid = useMemo(() => heatGrid(cells, arms, endpoint), [cells, arms, endpoint]);
  const [wanted, setFocus] = useState<GridPosition>({ row: 0, col: 0 });
  const table = useRef<HTMLTableElement>(null);
  if (grid.cases.length === 0) return <p className="muted">{t('robustness.heatEmpty')}</p>;
  // Another endpoint's grid may be smaller: the tab stop stays inside it.
  const focus = {
    row: Math.min(wanted.row, grid.cases.length - 1),
    col: Math.min(wanted.col, grid.arms.length - 1),
  };

  const keyDown = (e: KeyboardEvent) => {
    const next = moveInGrid(focus, e.key, grid.cases.length, grid.arms.length, e.ctrlKey);
    if (!next) return;
    e.preventDefault();
    setFocus(next);
    table.current
      ?.querySelector<HTMLElement>(`[data-row="${next.row}"][data-col="${next.col}"]`)
      ?.focus();
  };
  return (
    <div className="heat-map">
      <div className="heat-scroll">
        <table
          ref={table}
          role="grid"
          className="heat-grid"
          aria-label={t('robustness.heatMap')}
          aria-rowcount={grid.cases.length + 1}
          onKeyDown={keyDown}
        >
          <thead>
            <tr>
              <th scope="col">{t('robustness.case')}</th>
              {grid.arms.map((arm) => (
                <th key={arm} scope="col" className="heat-arm" title={arm}>
                  <span>{arm}</span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {grid.cases.map((caseId, row) => (
              <HeatRow
                key={caseId}
                row={row}
                caseName={caseNames.get(caseId) ?? caseId}
                cells={grid.cells[row]!}
                arms={grid.arms}
                focusCol={row === focus.row ? focus.col : -1}
                selectedCol={
                  selected && selected.caseId === caseId ? grid.arms.indexOf(selected.arm) : -1
                }
                onSelect={onSelect}
                onFocusCell={setFocus}
              />
            ))}
          </tbody>
        </table>
      </div>
      <ul className="heat-legend" aria-label={t('robustness.heatLegend')}>
        {([4, 3, 2, 1, 0] as const).map((level) => (
          <li key={level}>
            <span className={`heat-swatch heat-${level}`} aria-hidden="true" />{' '}
            {t(`robustness.heatLevel${level}`)}
          </li>
        ))}
        <li>
          <span className="heat-swatch heat-none" aria-hidden="true" />{' '}
          {t('robustness.heatLevelNone')}
        </li>
      </ul>
      <p className="field-hint">{t('robustness.heatHint')}</p>
    </div>
  );
}
