import { isMap, isNode, isSeq, LineCounter, parseDocument, type Document } from 'yaml';
import { error } from '../diagnostics';
import { collectCases, type SuiteDiagnostic, type SuiteImport } from './collect-cases';

const failed = (diagnostics: SuiteDiagnostic[]): SuiteImport => ({
  ok: false,
  cases: [],
  diagnostics,
});

/** The parser's message without its " at line N, column M:" tail and code excerpt. */
function shortMessage(message: string): string {
  return (message.split('\n')[0] ?? message).replace(/ at line \d+, column \d+:?$/, '');
}

/** The line of the deepest node on `path` that exists (a missing field points at its parent). */
function lineFinder(doc: Document, lines: LineCounter, prefix: readonly PropertyKey[]) {
  return (path: readonly PropertyKey[]): number | null => {
    for (let n = path.length; n >= 0; n--) {
      const node: unknown = doc.getIn([...prefix, ...path.slice(0, n)], true);
      if (isNode(node) && node.range) return lines.linePos(node.range[0]).line;
    }
    return null;
  };
}

/**
 * Reads a YAML suite: a document `cases: [...]` (a bare list of cases is accepted too).
 * Syntax errors and bad cases come back as diagnostics with a pointer and a line; it
 * never throws.
 */
export function importSuiteYaml(text: string): SuiteImport {
  const lines = new LineCounter();
  let doc: Document;
  let value: unknown;
  try {
    doc = parseDocument(text, { lineCounter: lines, uniqueKeys: true });
    if (doc.errors.length > 0)
      return failed(
        doc.errors.map((e) => ({
          ...error('', `yaml.${e.code.toLowerCase()}`, shortMessage(e.message), {
            reason: shortMessage(e.message),
          }),
          line: e.linePos?.[0]?.line ?? null,
        })),
      );
    value = doc.toJS({ maxAliasCount: 100 });
  } catch (e) {
    const message = shortMessage(e instanceof Error ? e.message : String(e));
    return failed([{ ...error('', 'yaml.unreadable', message, { reason: message }), line: null }]);
  }
  if (value === null || value === undefined) return { ok: true, cases: [], diagnostics: [] };
  const root = doc.contents;
  const bare = isSeq(root);
  if (!bare && !(isMap(root) && Array.isArray((value as Record<string, unknown>).cases)))
    return failed([
      {
        ...error(
          '',
          'suite.shape',
          'Write the suite as a document with "cases:" holding a list of cases.',
        ),
        line: 1,
      },
    ]);
  const prior: SuiteDiagnostic[] = [];
  if (!bare)
    for (const key of Object.keys(value as object))
      if (key !== 'cases')
        prior.push({
          ...error(`/${key}`, 'schema.unknown_field', `"${key}" is not a known field here.`, {
            key,
          }),
          line: lineFinder(doc, lines, [])([key]),
        });
  const list = (bare ? value : (value as { cases: unknown[] }).cases) as unknown[];
  return collectCases(
    list.map((v, i) => ({ value: v, lineOf: lineFinder(doc, lines, bare ? [i] : ['cases', i]) })),
    prior,
  );
}
