import { useCallback, useRef, useState } from 'react';
import { rowWindow, type RowWindow } from '../model/row-window';

/**
 * A scroll box over a long list that draws only the rows in view (`on` false: every row,
 * as a short list needs no more). The box's height is read at each scroll.
 */
export function useRowWindow(count: number, rowHeight: number, on: boolean) {
  const box = useRef<HTMLDivElement | null>(null);
  const [scroll, setScroll] = useState({ top: 0, height: 600 });
  const frame = useRef<number | null>(null);
  const onScroll = useCallback(() => {
    if (frame.current !== null) return;
    // One update per frame, however many scroll events the browser sends.
    frame.current = requestAnimationFrame(() => {
      frame.current = null;
      const el = box.current;
      if (el) setScroll({ top: el.scrollTop, height: el.clientHeight || 600 });
    });
  }, []);
  const rows: RowWindow = on
    ? rowWindow(scroll.top, scroll.height, count, rowHeight)
    : { start: 0, end: count, before: 0, after: 0 };
  return { box, onScroll, rows };
}
