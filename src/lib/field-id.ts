/**
 * A DOM id for the field editing the value at a JSON pointer, so a problem in the
 * problems list can jump to (focus) the field that shows it.
 */
export function fieldId(pointer: string): string {
  return 'field' + pointer.replace(/[^a-zA-Z0-9_-]/g, (c) => (c === '/' ? '__' : '_'));
}

/** Focuses the field of a pointer, or of its nearest parent that has one. */
export function focusField(pointer: string): boolean {
  let p = pointer;
  for (;;) {
    const el = document.getElementById(fieldId(p));
    if (el) {
      el.scrollIntoView({ block: 'center' });
      const target = el.matches('input, textarea, select, button, [tabindex]')
        ? el
        : el.querySelector<HTMLElement>('input, textarea, select, button, [tabindex]');
      (target ?? el).focus();
      return true;
    }
    if (p === '') return false;
    p = p.slice(0, p.lastIndexOf('/'));
  }
}
