const FENCE = /^ {0,3}(`{3,}|~{3,})/;

/**
 * Which lines belong to fenced code (the fences included): restyling works on prose
 * markup only, and a `1.` or `#` inside a code sample is code, not a list or a heading.
 */
export function fencedLines(lines: readonly string[]): boolean[] {
  const out: boolean[] = [];
  let open: string | null = null;
  for (const line of lines) {
    const fence = FENCE.exec(line)?.[1];
    if (open === null) {
      if (fence) open = fence;
      out.push(open !== null);
    } else {
      out.push(true);
      // A fence closes with the same character, at least as long, and nothing after it.
      if (
        fence &&
        fence[0] === open[0] &&
        fence.length >= open.length &&
        !line.trim().slice(fence.length)
      )
        open = null;
    }
  }
  return out;
}

/** Text at a line's start that markdown would read as markup (so it must not start a line). */
export const MARKUP_START = /^\s*([#>*+\-=_`~|]|\d{1,9}[.)](\s|$))/;

export const isBlank = (line: string | undefined): boolean =>
  line === undefined || line.trim() === '';
