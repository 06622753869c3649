import type { EditorMarker } from '../../../components/ui/code-editor';
import { markerMessage, type LocatedDiagnostic } from './entity-location';

/**
 * Monaco markers for a JSON field at `pointer` (a tool's parameters): the diagnostics at or
 * below it, each pointing inside the field's own text.
 */
export function jsonFieldMarkers(
  diagnostics: readonly LocatedDiagnostic[],
  pointer: string,
): EditorMarker[] {
  return diagnostics
    .filter((d) => d.rel === pointer || d.rel.startsWith(pointer + '/'))
    .map((d) => ({
      message: markerMessage(d),
      severity: d.severity,
      pointer: d.rel.slice(pointer.length),
    }));
}
