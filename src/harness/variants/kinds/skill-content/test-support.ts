/**
 * A text without its markdown markup: list markers, heading marks (`#`, underlines, bold
 * lines) and all whitespace gone. Two texts equal here say the same words in the same order.
 */
export function markupFree(text: string): string {
  return text
    .split('\n')
    .map((line) =>
      line
        .replace(/^\s*(\d{1,9}[.)]|[-*+])\s+/, '')
        .replace(/^\s*#{1,6}(\s+|$)/, '')
        .replace(/\s+#+\s*$/, '')
        .replace(/^\s*(=+|-+)\s*$/, '')
        .replace(/^\s*\*\*(.*)\*\*\s*$/, '$1'),
    )
    .join('')
    .replace(/\s+/g, '');
}
