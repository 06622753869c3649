import type { HarnessDocument } from '../../../schema/document';
import type { Tool } from '../../../schema/tool';
import { emptyInverse } from '../../inverse';
import type { VariantKind } from '../../types';
import { namesIn } from '../hooks/hook-source';
import { KEY_STYLES, restyleKey } from './result-key-words';
import { keysIn, propertyNamesOf, renamable, renameKeys } from './result-shape';

// The runtime's own failures answer `{"error": ...}`; a fixture's error keeps that key so a
// canned failure reads like a real one.
const KEPT_KEYS = new Set(['error']);

/**
 * Keys a hook might read by name, which must keep their names: every name written in an
 * enabled hook that reads tool results (any after_tool hook, any hook naming
 * `toolResult(s)`). Null: such a hook does not parse, so nothing can be renamed safely.
 * Wrapping those hooks (hook-wrap.ts) would let these keys change too, but would change the
 * hooks' code, and this family's diff should show tools only.
 */
function keysHooksRead(doc: HarnessDocument): Set<string> | null {
  const read = new Set<string>();
  for (const hook of doc.hooks) {
    const readsResults = hook.event === 'after_tool' || hook.source.includes('toolResult');
    if (!hook.enabled || !readsResults) continue;
    const names = namesIn(hook.source);
    if (!names) return null;
    for (const n of names) read.add(n);
  }
  return read;
}

/** The answers a tool's fixture gives (http answers come live and are not renamed). */
function answersOf(tool: Tool): unknown[] {
  if (tool.binding.type !== 'fixture') return [];
  const { responses, fallback } = tool.binding;
  return [...responses.map((r) => r.response), ...(fallback === undefined ? [] : [fallback])];
}

/**
 * Renames the keys of the objects fixture tools answer with, the same way throughout one
 * tool (original key -> one variant key, at any depth); values untouched. Kept: `error`,
 * and any key an enabled hook reading tool results names. Tools bound over http are left
 * alone: their keys are only known once the service answers.
 */
export const renameResultKeys: VariantKind = {
  id: 'rename-result-keys',
  family: 'tool-results',
  summary: 'Rename the keys of the objects fixture tools answer with (synonyms, camelCase)',
  touches: ['tool'],
  apply(doc, random) {
    const style = random.pick(KEY_STYLES);
    const inverse = emptyInverse();
    const read = keysHooksRead(doc);
    if (!read) {
      return { document: doc, inverse, description: 'Result keys kept: a hook does not parse.' };
    }
    let renamedTools = 0;
    const tools = doc.tools.map((tool) => {
      const answers = answersOf(tool);
      if (tool.binding.type !== 'fixture' || !answers.every((a) => renamable(a))) return tool;
      const toolRandom = random.fork(tool.name);
      const originals = keysIn(answers);
      const taken = new Set(originals);
      const names = new Map<string, string>();
      for (const key of originals) {
        if (KEPT_KEYS.has(key) || read.has(key)) continue;
        const next = restyleKey(key, style, (options) => toolRandom.pick(options));
        // A variant key never equals another original key nor another variant key, so one
        // object never ends up with two fields of one name.
        if (next === key || taken.has(next)) continue;
        taken.add(next);
        names.set(key, next);
      }
      if (names.size === 0) return tool;
      renamedTools++;
      inverse.resultKeys[tool.name] = propertyNamesOf(answers, names)!;
      const { binding } = tool;
      return {
        ...tool,
        binding: {
          ...binding,
          responses: binding.responses.map((r) => ({
            ...r,
            response: renameKeys(r.response, names),
          })),
          ...(binding.fallback === undefined
            ? {}
            : { fallback: renameKeys(binding.fallback, names) }),
        },
      };
    });
    const kept = [...read].filter((k) => doc.tools.some((t) => keysIn(answersOf(t)).includes(k)));
    return {
      document: { ...doc, tools },
      inverse,
      description:
        `Result keys renamed in ${renamedTools} tool(s) (${style})` +
        (kept.length > 0 ? `; kept because a hook reads them: ${kept.join(', ')}.` : '.'),
    };
  },
};
