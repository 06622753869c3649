import { describe, expect, it, vi } from 'vitest';
import type * as Monaco from 'monaco-editor';
import * as jsonc from 'jsonc-parser';
import { toMarkerData } from './markers';

vi.mock('jsonc-parser', async (importOriginal) => {
  const actual = await importOriginal<typeof import('jsonc-parser')>();
  return { ...actual, parseTree: vi.fn(actual.parseTree) };
});

/** The few ITextModel methods markers use, over a plain string. */
function fakeModel(text: string): Monaco.editor.ITextModel {
  const lines = text.split('\n');
  return {
    getValue: () => text,
    getLineCount: () => lines.length,
    getLineFirstNonWhitespaceColumn: (n: number) => lines[n - 1]!.search(/\S/) + 1 || 0,
    getLineMaxColumn: (n: number) => lines[n - 1]!.length + 1,
    getPositionAt: (offset: number) => {
      const before = text.slice(0, offset).split('\n');
      return { lineNumber: before.length, column: before.at(-1)!.length + 1 };
    },
  } as unknown as Monaco.editor.ITextModel;
}

const monaco = { MarkerSeverity: { Error: 8, Warning: 4 } } as unknown as typeof Monaco;

describe('toMarkerData', () => {
  it('puts every marker on its field while the text is broken elsewhere, from one parse', () => {
    const names = Array.from({ length: 30 }, (_, i) => `p${i}`);
    // The last line is half typed: the text is not JSON, the fields above still are.
    const text = `{\n  "properties": {\n${names.map((n) => `    "${n}": { "type": "strin" },`).join('\n')}\n  },\n  "required": [\n}`;
    const markers = names.map((n) => ({
      message: 'not a type',
      severity: 'error' as const,
      pointer: `/properties/${n}/type`,
    }));
    vi.mocked(jsonc.parseTree).mockClear();

    const data = toMarkerData(monaco, fakeModel(text), markers);

    expect(jsonc.parseTree).toHaveBeenCalledTimes(1);
    data.forEach((d, i) => {
      // Line 3 holds p0: each marker underlines its own "strin", not line 1.
      expect(d.startLineNumber).toBe(i + 3);
      expect(d.endLineNumber).toBe(i + 3);
      const line = text.split('\n')[i + 2]!;
      expect(line.slice(d.startColumn - 1, d.endColumn - 1)).toBe('"strin"');
    });
  });

  it('marks the nearest existing parent for a pointer to a missing field', () => {
    const text = '{\n  "a": {\n    "b": 1\n  },\n  "c": [\n}';
    const [d] = toMarkerData(monaco, fakeModel(text), [
      { message: 'required', severity: 'warning', pointer: '/a/missing' },
    ]);
    // "a" spans several lines, so its key is underlined.
    expect(d).toMatchObject({ startLineNumber: 2, startColumn: 3, endColumn: 6, severity: 4 });
  });
});
