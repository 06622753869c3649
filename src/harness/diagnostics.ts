/** One problem found in a harness, located by an RFC 6901 JSON pointer. */
export interface Diagnostic {
  pointer: string;
  severity: 'error' | 'warning';
  code: string;
  message: string;
}

/** RFC 6901: `~` becomes `~0`, `/` becomes `~1`. */
export function toPointer(path: readonly PropertyKey[]): string {
  return path
    .map((seg) => '/' + String(seg).replace(/~/g, '~0').replace(/\//g, '~1'))
    .join('');
}

export function fromPointer(pointer: string): string[] {
  if (pointer === '') return [];
  return pointer
    .slice(1)
    .split('/')
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
}

export function hasErrors(diagnostics: readonly Diagnostic[]): boolean {
  return diagnostics.some((d) => d.severity === 'error');
}

export function error(pointer: string, code: string, message: string): Diagnostic {
  return { pointer, severity: 'error', code, message };
}

export function warning(pointer: string, code: string, message: string): Diagnostic {
  return { pointer, severity: 'warning', code, message };
}

/** Diagnostics in document order, so lists and tests are stable. */
export function sortDiagnostics(list: Diagnostic[]): Diagnostic[] {
  return list.sort((a, b) =>
    a.pointer === b.pointer ? a.code.localeCompare(b.code) : a.pointer < b.pointer ? -1 : 1,
  );
}
