/**
 * A DOM id for the field editing the value at a JSON pointer, so a problem in the
 * problems list can jump to (focus) the field that shows it.
 */
export function fieldId(pointer: string): string {
  // A non-ASCII character keeps its code, so keys in another script (two topics 政治 and 医疗
  // of a record) never share an id.
  return (
    'field' +
    pointer.replace(/[^a-zA-Z0-9_-]/g, (c) =>
      c === '/' ? '__' : c.charCodeAt(0) > 127 ? `_u${c.charCodeAt(0).toString(16)}` : '_',
    )
  );
}

type FocusHandler = (subPointer: string) => void;
const handlers = new Map<string, FocusHandler>();

/**
 * Lets a field that is not a plain input (a code editor) take the focus itself, e.g. to
 * put the cursor on the part of its text a sub-pointer names. Returns the unregister.
 */
export function registerFieldFocus(pointer: string, handler: FocusHandler): () => void {
  handlers.set(pointer, handler);
  return () => {
    if (handlers.get(pointer) === handler) handlers.delete(pointer);
  };
}

/** Focuses the field of a pointer, or of its nearest parent that has one. */
export function focusField(pointer: string): boolean {
  let p = pointer;
  for (;;) {
    const handler = handlers.get(p);
    if (handler) {
      handler(pointer.slice(p.length));
      return true;
    }
    const el = document.getElementById(fieldId(p));
    if (el) {
      el.scrollIntoView?.({ block: 'center' });
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

/** The element of a pointer's field, or of its nearest parent's. */
function fieldElement(pointer: string): HTMLElement | null {
  for (let p = pointer; ; p = p.slice(0, p.lastIndexOf('/'))) {
    const el = document.getElementById(fieldId(p));
    if (el) return el;
    if (p === '') return null;
  }
}

/** Focuses the first of these fields as they stand on screen (top to bottom). */
export function focusFirstField(pointers: readonly string[]): boolean {
  const onScreen = pointers
    .map((pointer) => ({ pointer, el: fieldElement(pointer) }))
    .filter((f): f is { pointer: string; el: HTMLElement } => f.el !== null)
    .sort((a, b) =>
      a.el === b.el
        ? 0
        : a.el.compareDocumentPosition(b.el) & Node.DOCUMENT_POSITION_FOLLOWING
          ? -1
          : 1,
    );
  return focusField(onScreen[0]?.pointer ?? pointers[0] ?? '');
}
