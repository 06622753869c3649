import type * as Monaco from 'monaco-editor';
import { pointerRanges } from '../../../lib/json-pointer-range';
import type { EditorMarker } from './types';

/** The range to underline: the value (or, for a whole object, its key), else the first line. */
export function markerRange(
  model: Monaco.editor.ITextModel,
  marker: EditorMarker,
  text: string = model.getValue(),
): Monaco.IRange {
  if (marker.offset !== undefined && marker.offset <= text.length) {
    const start = model.getPositionAt(marker.offset);
    const end = model.getPositionAt(marker.offset + (marker.length ?? 1));
    return {
      startLineNumber: start.lineNumber,
      startColumn: start.column,
      endLineNumber: end.lineNumber,
      endColumn: end.column,
    };
  }
  if (marker.pointer !== undefined) {
    // pointerRanges keeps the last text's tree: all markers of a change share one parse.
    const found = pointerRanges(text).nearest(marker.pointer);
    if (found) {
      const multiLine = text.slice(found.value.start, found.value.end).includes('\n');
      const r = multiLine && found.key ? found.key : found.value;
      const start = model.getPositionAt(r.start);
      const end = model.getPositionAt(r.end);
      return {
        startLineNumber: start.lineNumber,
        startColumn: start.column,
        endLineNumber: end.lineNumber,
        endColumn: end.column,
      };
    }
  }
  const line = Math.min(Math.max(marker.line ?? 1, 1), model.getLineCount());
  return {
    startLineNumber: line,
    startColumn: model.getLineFirstNonWhitespaceColumn(line) || 1,
    endLineNumber: line,
    endColumn: model.getLineMaxColumn(line),
  };
}

export function toMarkerData(
  monaco: typeof Monaco,
  model: Monaco.editor.ITextModel,
  markers: readonly EditorMarker[],
): Monaco.editor.IMarkerData[] {
  const text = model.getValue();
  return markers.map((m) => ({
    ...markerRange(model, m, text),
    message: m.message,
    severity: m.severity === 'error' ? monaco.MarkerSeverity.Error : monaco.MarkerSeverity.Warning,
    source: 'harness',
  }));
}
