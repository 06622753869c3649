import type { HarnessDocument } from '../schema/document';
import { liveContextSchema, type LiveContext } from '../schema/live-context';
import { extractVariables, renderTemplate } from '../template';
import { compileTools, namesOf, renderParts } from './compile-request';
import { headedPart, promptFormat } from './prompt-format';
import { variableVolatility } from './volatility';

/**
 * What an inference server's prefix cache recomputes because of one variable in the system
 * message: every character after it, and the tools (chat templates place them after the
 * system text), for every viewer (`turn`) or every product (`product`).
 */
export interface PrefixCost {
  kind: 'turn' | 'product';
  /** The section's index in `prompt.sections`. */
  section: number;
  sectionId: string;
  /** The variable, as written between the braces. */
  name: string;
  /** Characters of the system message after the variable's value. */
  chars: number;
  tools: number;
}

const MARK = '\u0000';

/**
 * The first per-turn variable followed by anything that could have stayed cached (a later
 * part of the system message, or tools), and the first per-product variable followed by a
 * part fixed per version (a section, or the skills) or by tools: per-product text in the
 * prefix that should stay one for the whole stream. The costs a different order or the
 * cache-friendly layout saves, rendered with `context`.
 */
export function prefixCosts(doc: HarnessDocument, context: LiveContext): PrefixCost[] {
  const tools = compileTools(doc);
  const { system, lookup } = renderParts(doc, liveContextSchema.parse(context), namesOf(tools));
  const { headings } = promptFormat(doc);
  const total = system.reduce((n, p) => n + p.text.length, 0) + 2 * (system.length - 1);
  const out: PrefixCost[] = [];
  let start = 0;
  system.forEach(({ part, text }, k) => {
    const later = system.slice(k + 1);
    if (part.kind === 'section') {
      const { section } = part;
      for (const v of extractVariables(section.body)) {
        const kind = variableVolatility(doc, v.name);
        if (kind === 'version' || out.some((c) => c.kind === kind)) continue;
        const worth =
          kind === 'turn'
            ? later.length > 0 || tools.length > 0
            : tools.length > 0 ||
              later.some((p) => p.part.kind === 'skills' || p.part.volatility === 'version');
        if (!worth) continue;
        // Where the variable's value ends inside the part, whatever the heading style.
        const head = renderTemplate(section.body.slice(0, v.offset + v.length), lookup);
        const end = start + headedPart(section.title, head + MARK, headings).indexOf(MARK);
        out.push({
          kind,
          section: part.index,
          sectionId: section.id,
          name: v.name,
          chars: total - end,
          tools: tools.length,
        });
      }
    }
    start += text.length + 2;
  });
  return out;
}
