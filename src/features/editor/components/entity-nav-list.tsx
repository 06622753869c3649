import { defaultRangeExtractor, useVirtualizer, type Range } from '@tanstack/react-virtual';
import { useCallback, useEffect, useMemo, useRef, type KeyboardEvent, type ReactNode } from 'react';
import type { NavRow } from '../model/nav-rows';

/** Every row is one line (long names are cut with an ellipsis), so the height is known. */
export const NAV_ROW_HEIGHT = 30;

/**
 * A list this short is rendered whole: every part stays reachable by Tab, find-in-page and
 * a screen reader's list; windowing is for the long ones (1,000 skills).
 */
const WHOLE_LIST_ROWS = 120;

interface Props {
  rows: readonly NavRow[];
  /** The row of the screen open now, kept in view when the screen changes. */
  currentIndex: number;
  /** Changes when the open row should be brought into view: another screen, a filter emptied. */
  revealKey: string;
  renderRow: (row: NavRow) => ReactNode;
  /** Rows with a link or button (a group's title while filtering has none). */
  focusable: (row: NavRow) => boolean;
  /** Gets a function that focuses the first focusable row (the filter's ArrowDown). */
  focusFirstRef?: { current: (() => void) | null };
}

function rowKey(row: NavRow): string {
  return row.type === 'entity' ? `${row.kind}/${row.key}` : `${row.type}:${row.kind}`;
}

/**
 * The parts list, windowed when long: only the rows in view (and a few past each edge, so
 * Tab always finds the next one) are in the DOM, whatever the number of skills.
 */
export function EntityNavList({
  rows,
  currentIndex,
  revealKey,
  renderRow,
  focusable,
  focusFirstRef,
}: Props) {
  const scrollRef = useRef<HTMLDivElement>(null);
  // The header of the group being scrolled through stays at the top (sticky), so it can be
  // read and folded from anywhere in a long group.
  const groups = useMemo(() => rows.flatMap((row, i) => (row.type === 'group' ? [i] : [])), [rows]);
  const sticky = useRef<number | undefined>(undefined);
  const rangeExtractor = useCallback(
    (range: Range) => {
      // Only a header above the first row in view sticks; one in view scrolls as any row.
      sticky.current = groups.findLast((i) => i < range.startIndex);
      const indexes = defaultRangeExtractor(range);
      if (sticky.current === undefined || indexes.includes(sticky.current)) return indexes;
      return [sticky.current, ...indexes];
    },
    [groups],
  );
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => NAV_ROW_HEIGHT,
    overscan: rows.length <= WHOLE_LIST_ROWS ? rows.length : 8,
    // Rows before the first measurement (and in jsdom, which measures nothing).
    initialRect: { width: 240, height: 600 },
    getItemKey: (index) => rowKey(rows[index]!),
    rangeExtractor,
  });
  // Only when the screen changes or the filter ends: scrolling by hand is never undone.
  const index = useRef(currentIndex);
  index.current = currentIndex;
  useEffect(() => {
    if (index.current >= 0) virtualizer.scrollToIndex(index.current, { align: 'auto' });
  }, [revealKey, virtualizer]);

  // Arrow keys, Home and End move between rows, including ones not rendered yet: scroll
  // there, then focus once the row is in the DOM (a few frames at most).
  const focusRow = (from: number, step: 1 | -1) => {
    let target = from;
    while (rows[target] && !focusable(rows[target]!)) target += step;
    if (!rows[target]) return;
    virtualizer.scrollToIndex(target, { align: 'auto' });
    let frames = 0;
    const tryFocus = () => {
      const row = scrollRef.current?.querySelector(`li[data-index="${target}"]`);
      const control = row?.querySelector<HTMLElement>('a, button');
      if (control) control.focus();
      else if (frames++ < 10) requestAnimationFrame(tryFocus);
    };
    tryFocus();
  };
  useEffect(() => {
    if (focusFirstRef) focusFirstRef.current = () => focusRow(0, 1);
  });
  const onKeyDown = (e: KeyboardEvent<HTMLUListElement>) => {
    const li = (e.target as HTMLElement).closest<HTMLElement>('li[data-index]');
    if (!li) return;
    const index = Number(li.dataset.index);
    const moves: Record<string, [number, 1 | -1]> = {
      ArrowDown: [index + 1, 1],
      ArrowUp: [index - 1, -1],
      Home: [0, 1],
      End: [rows.length - 1, -1],
    };
    const move = moves[e.key];
    if (!move) return;
    e.preventDefault();
    focusRow(...move);
  };

  const items = virtualizer.getVirtualItems();
  return (
    <div ref={scrollRef} className="nav-scroll" data-testid="nav-scroll">
      <ul className="nav-rows" style={{ height: virtualizer.getTotalSize() }} onKeyDown={onKeyDown}>
        {items.map((item) => {
          const row = rows[item.index]!;
          const stuck = item.index === sticky.current;
          return (
            <li
              key={item.key}
              data-index={item.index}
              className={`nav-row nav-row-${row.type}${stuck ? ' nav-row-stuck' : ''}`}
              aria-setsize={rows.length}
              aria-posinset={item.index + 1}
              style={
                stuck
                  ? { height: NAV_ROW_HEIGHT }
                  : { transform: `translateY(${item.start}px)`, height: NAV_ROW_HEIGHT }
              }
            >
              {renderRow(row)}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
