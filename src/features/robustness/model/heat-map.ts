import type { RobustnessCell } from '../types';

/** Cases (rows) x arms (columns) of one endpoint; a cell is null until its unit finished. */
export interface HeatGrid {
  cases: string[];
  arms: string[];
  cells: (RobustnessCell | null)[][];
}

/** How much of a cell passed, in five steps for colour: 0 none ... 4 every trial. */
export type HeatLevel = 0 | 1 | 2 | 3 | 4;

export function heatLevel(passes: number, trials: number): HeatLevel {
  if (trials <= 0 || passes <= 0) return 0;
  if (passes >= trials) return 4;
  const share = passes / trials;
  return share < 1 / 3 ? 1 : share < 2 / 3 ? 2 : 3;
}

/**
 * The grid of one endpoint. Arms keep the run's order (identity, families, controls);
 * cases come most fragile first (lowest pass share over the arms, then id), so the rows
 * worth a look are on top. One pass over the cells: a run holds cases x arms of them.
 */
export function heatGrid(
  cells: readonly RobustnessCell[],
  arms: readonly string[],
  endpoint: string,
): HeatGrid {
  const column = new Map(arms.map((a, i) => [a, i]));
  const byCase = new Map<string, { row: (RobustnessCell | null)[]; passes: number; n: number }>();
  for (const cell of cells) {
    if (cell.endpoint !== endpoint) continue;
    const at = column.get(cell.arm);
    if (at === undefined) continue;
    let entry = byCase.get(cell.caseId);
    if (!entry) {
      entry = { row: arms.map(() => null), passes: 0, n: 0 };
      byCase.set(cell.caseId, entry);
    }
    entry.row[at] = cell;
    entry.passes += cell.passes;
    entry.n += cell.trials;
  }
  const share = (e: { passes: number; n: number }) => (e.n === 0 ? 1 : e.passes / e.n);
  const cases = [...byCase.keys()].sort(
    (a, b) => share(byCase.get(a)!) - share(byCase.get(b)!) || a.localeCompare(b),
  );
  return { cases, arms: [...arms], cells: cases.map((c) => byCase.get(c)!.row) };
}

export interface GridPosition {
  row: number;
  col: number;
}

/**
 * Where the arrow keys, Home/End and PageUp/PageDown move focus in a grid of `rows` x
 * `cols` (the ARIA grid pattern, so the map is one tab stop, not a thousand); null for
 * any other key.
 */
export function moveInGrid(
  at: GridPosition,
  key: string,
  rows: number,
  cols: number,
  ctrl = false,
): GridPosition | null {
  const clamp = (v: number, max: number) => Math.max(0, Math.min(max - 1, v));
  switch (key) {
    case 'ArrowRight':
      return { row: at.row, col: clamp(at.col + 1, cols) };
    case 'ArrowLeft':
      return { row: at.row, col: clamp(at.col - 1, cols) };
    case 'ArrowDown':
      return { row: clamp(at.row + 1, rows), col: at.col };
    case 'ArrowUp':
      return { row: clamp(at.row - 1, rows), col: at.col };
    case 'Home':
      return ctrl ? { row: 0, col: 0 } : { row: at.row, col: 0 };
    case 'End':
      return ctrl ? { row: rows - 1, col: cols - 1 } : { row: at.row, col: cols - 1 };
    case 'PageDown':
      return { row: clamp(at.row + 10, rows), col: at.col };
    case 'PageUp':
      return { row: clamp(at.row - 10, rows), col: at.col };
    default:
      return null;
  }
}
