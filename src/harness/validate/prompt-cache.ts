import { prefixCosts, type PrefixCost } from '../compile/prefix-cost';
import { toPointer, warning, type Diagnostic } from '../diagnostics';
import { sampleContexts } from '../sample/contexts';
import type { HarnessDocument } from '../schema/document';
import { checkPromptHistory } from './prompt-history';

/** A moment of a live stream with a product, a viewer, comments and a clock: the figures' context. */
const REPRESENTATIVE = sampleContexts[0]!.context;

const count = (n: number, one: string, many: string) =>
  `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

function message(c: PrefixCost): string {
  const who = c.kind === 'turn' ? 'viewer' : 'product';
  const what =
    c.tools > 0
      ? `${count(c.chars, 'character', 'characters')} and ${count(c.tools, 'tool', 'tools')}`
      : count(c.chars, 'character', 'characters');
  const fix =
    c.kind === 'turn'
      ? 'Use the cache-friendly prompt layout (settings), which sends per-turn sections in a message of their own, or move the section to the end.'
      : 'Use the cache-friendly prompt layout (settings), which sends per-product sections after the tools, once per product change.';
  return (
    `For every ${who}, ${what} after {{${c.name}}} in section "${c.sectionId}" are computed ` +
    `again: an inference server's prefix cache cannot reuse them. ${fix}`
  );
}

/**
 * What keeps an inference server's prefix cache from reusing a prompt: the first per-turn and
 * the first per-product variable of the system message with text it could have kept cached
 * after it, tools included (compile/prefix-cost.ts), each with what it costs, rendered with a
 * representative live context; and a layout that moves an earlier turn's message
 * (prompt-history.ts).
 */
export function checkPromptCache(doc: HarnessDocument): Diagnostic[] {
  const layout = doc.settings.promptLayout ?? 'document';
  const costs = prefixCosts(doc, REPRESENTATIVE).map((c) =>
    warning(
      toPointer(['prompt', 'sections', c.section, 'body']),
      'prompt.cache_prefix',
      message(c),
      {
        kind: c.kind,
        section: c.sectionId,
        name: c.name,
        chars: c.chars,
        tools: c.tools,
        layout,
      },
    ),
  );
  return [...costs, ...checkPromptHistory(doc)];
}
