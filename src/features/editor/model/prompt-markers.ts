import { extractVariables } from '../../../harness';
import type { EditorMarker } from '../../../components/ui/code-editor';
import { markerMessage, type LocatedDiagnostic } from './entity-location';

/**
 * Markers for a section body: an unknown variable underlines its `{{name}}`, a brace
 * problem its line ("line 3" in the message), anything else the first line.
 */
export function sectionBodyMarkers(
  body: string,
  diagnostics: readonly LocatedDiagnostic[],
): EditorMarker[] {
  const variables = extractVariables(body);
  return diagnostics.map((d) => {
    // Located by the core's English sentence; shown in the reader's language.
    const base = { message: markerMessage(d), severity: d.severity };
    const name = /\{\{([a-zA-Z0-9_.]+)\}\}/.exec(d.core)?.[1];
    const found = name ? variables.find((v) => v.name === name) : undefined;
    if (found) return { ...base, offset: found.offset, length: found.length };
    const line = /line (\d+)/.exec(d.core)?.[1];
    return { ...base, line: line ? Number(line) : 1 };
  });
}
