/** The rows of a long list worth drawing: those in view, and a few either side. */
export interface RowWindow {
  start: number;
  /** One past the last row drawn. */
  end: number;
  /** Space standing in for the rows above and below, in pixels. */
  before: number;
  after: number;
}

/**
 * Which rows of `count` rows of `rowHeight` pixels a box `viewport` pixels tall, scrolled to
 * `scrollTop`, shows; `overscan` more either side so a quick scroll shows no gap.
 */
export function rowWindow(
  scrollTop: number,
  viewport: number,
  count: number,
  rowHeight: number,
  overscan = 10,
): RowWindow {
  const first = Math.floor(Math.max(0, scrollTop) / rowHeight);
  const start = Math.max(0, Math.min(count, first - overscan));
  const end = Math.min(count, first + Math.ceil(viewport / rowHeight) + overscan);
  return { start, end, before: start * rowHeight, after: (count - end) * rowHeight };
}
